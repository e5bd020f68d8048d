import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('orders, invoices and receipts with fees', () => {
  it('reads a count of units on its own line under an order entry', () => {
    const text = [
      'Pedido confirmado',
      'Liquidificador Oster 1200W',
      'Vendido por: CASA E COZINHA',
      '2 unidades',
      'R$ 189,90 cada',
      'Total: R$ 379,80',
    ];
    expect(items(text.join('\n'))).toEqual(['2 × Liquidificador Oster 1200W @ 189.9']);
  });

  it('reads the first entry of an order through its seller and condition lines', () => {
    const text = [
      'Your order',
      'Desk lamp with clamp, grey',
      'Sold by: Example Lighting',
      'Condition: New',
      'Quantity: 2',
      '£18.00',
      '',
      'Notebook A5, dotted',
      'Sold by: Paper Shop',
      'Condition: New',
      'Quantity: 1',
      '£6.50',
      'Order Total: £42.50',
    ];
    expect(items(text.join('\n'))).toEqual([
      '2 × Desk lamp with clamp @ 18',
      '1 × Notebook A5 @ 6.5',
    ]);
  });

  it('reads a French order entry whose count is written "Quantité : 1"', () => {
    const text = [
      'Détails de la commande',
      'Théière en fonte 0,8 L, noire',
      'Vendu par : Boutique Exemple',
      'Quantité : 1',
      'Prix unitaire : 35,00 €',
      'Montant total TTC : 35,00 €',
    ];
    expect(items(text.join('\n'))).toEqual(['1 × Théière en fonte 0,8 L @ 35']);
  });

  it('drops a fee row of a table whose name column holds only its code', () => {
    const text = [
      'TAX INVOICE',
      'Sr  Item Code  Description                          Qty        Rate       Amount',
      '1   554433     Ceiling Fan 1200 mm Anti Dust',
      '               Remote Control White                  1     ₹3,499.00    ₹3,499.00',
      '2   INSTFN     Fan Installation Charges             1       ₹399.00      ₹399.00',
      '3   554434     Table Fan 400 mm High Speed',
      '               Black                                 1     ₹1,999.00    ₹1,999.00',
      '',
      '                                        Invoice Total   ₹5,897.00',
    ];
    expect(items(text.join('\n'))).toHaveLength(2);
  });

  it("gives a count printed above an entry's name to that entry, not to the one above", () => {
    const text = [
      'Je bestelling',
      '',
      '1x',
      'Bureaustoel Ergo Zwart',
      '€ 149,-',
      '',
      '3x',
      'Opbergbox 20L Transparant',
      '€ 26,97',
      '',
      'Totaal € 175,97',
    ];
    expect(items(text.join('\n'))).toEqual([
      '1 × Bureaustoel Ergo Zwart @ 149',
      '3 × Opbergbox 20L Transparant @ 8.99',
    ]);
  });

  it('keeps a count of one in its column out of the name', () => {
    const text = [
      'FAKTURA 88',
      'Beskrivning                 Antal    À-pris     Summa',
      'Diskmaskin Electrolux         1    6 490,00   6 490,00',
      'Montering och anslutning      1      690,00     690,00',
      'Att betala                                   7 180,00',
    ];
    expect(items(text.join('\n'))).toEqual(['1 × Diskmaskin Electrolux @ 6490']);
  });

  it('drops a branded care plan, a weight line and a footer with a web address', () => {
    expect(nonItemKind('SHOPCARE CARE & REPAIR 24M')).toBe('charge');
    const text = [
      'ELECTRO STORE',
      'Cordless vacuum V8          £249.00',
      'PLUSCARE CARE & REPAIR 36M   £99.00',
      'LOOSE APPLES                  £1.38',
      '0.690 kg x £2.00/kg',
      'TOTAL                       £349.38',
      'VISA                        £349.38',
      'Rate your visit at electrostore.co.uk/survey to win £250!',
    ];
    expect(items(text.join('\n'))).toEqual([
      '1 × Cordless vacuum V8 @ 249',
      '1 × LOOSE APPLES @ 1.38',
    ]);
  });
});

describe('a receipt after its total is paid', () => {
  it('reads no item from the card slip and footer printed below the payment', () => {
    const text = [
      'FATURA SIMPLIFICADA',
      'CHAVE DUPLICADA 2 un x 3.50 7.00',
      'PILHAS AA 4UN 4.99',
      'TOTAL 11.99',
      'Multibanco 11.99',
      'Terminal Pagamento Automático: 0012345',
      'VISA ELECTRON',
      'PAGAMENTO 11.99 EUR',
      'Saldo cartão 120.40',
      'Pontos acumulados 12',
      'Oferta válida até 31/12 25.00',
    ];
    expect(items(text.join('\n'))).toEqual([
      '2 × CHAVE DUPLICADA @ 3.5',
      '1 × PILHAS AA 4UN @ 4.99',
    ]);
  });
});

describe('card terminal slips', () => {
  it('give no item from a terminal counter, a purchase line or its amount', () => {
    const slip = [
      'MULTIBANCO',
      'LOJA DO CENTRO',
      'TPA: 00778812',
      'Per: 061 Trans: 0245',
      'VISA',
      'COMPRA',
      '42,50 EUR',
      'AUT: 118234',
    ];
    const read = extractItems(slip.join('\n'));
    expect(read.items).toEqual([]);
  });

  it('keeps a price marked as one unit’s when the order total does not settle it', () => {
    const text = [
      'Pedido confirmado',
      'Luminária de mesa articulada branca',
      '3 unidades',
      'R$ 120,00 cada',
      'Cupom aplicado: - R$ 30,00',
      'Total: R$ 345,50',
    ];
    expect(items(text.join('\n'))).toEqual(['3 × Luminária de mesa articulada branca @ 120']);
  });
});
