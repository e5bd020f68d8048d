import { describe, expect, it } from 'vitest';
import { scanNumbers } from './amounts.js';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n'), { currency: 'EUR' }).items.map((i) => ({
    name: i.name,
    quantity: i.quantity,
    value: i.value,
  }));

describe('tills in Portugal and the euro area', () => {
  it('gives a currency marker written against an amount to that amount', () => {
    const tokens = scanNumbers('SACO PAPEL 30 Eur0,10 B', { decimal: ',', zeroDecimal: false });
    expect(tokens.map((t) => [t.value, t.currency])).toEqual([
      [30, null],
      [0.1, 'EUR'],
    ]);
  });

  it('reads a count printed with decimals before the name ("2.00 Galão €1.10 €2.20")', () => {
    expect(
      read([
        'Cafe Exemplo',
        'Fatura-recibo FR 1/22',
        'Qt Descrição P.Unit. Valor',
        '2.00 Galão €1.10 €2.20',
        '1.00 Tosta Mista €2.90 €2.90',
        'Total € 5.10',
      ]),
    ).toEqual([
      { name: 'Galão', quantity: 2, value: 1.1 },
      { name: 'Tosta Mista', quantity: 1, value: 2.9 },
    ]);
  });

  it('drops the tax class letter and rate a supermarket prints before the name', () => {
    expect(
      read([
        'Supermercado Exemplo',
        'Contribuinte: 500000000',
        'C 6% BROA DE MILHO 1.20',
        'E 23% ESPONJA COZINHA 1.15',
        'TOTAL A PAGAR 2.35',
      ]).map((i) => i.name),
    ).toEqual(['BROA DE MILHO', 'ESPONJA COZINHA']);
  });

  it('prices fuel printed as name, price per litre and litres on lines of their own', () => {
    expect(
      read([
        'Posto Exemplo',
        'NIF: 500000000',
        'Fatura/Recibo',
        'GASOLEO ADITIVADO',
        '1.500 EUR/L',
        '20.00 L',
        'EUR 30.00',
        'Total EUR 30.00',
      ]),
    ).toEqual([{ name: 'GASOLEO ADITIVADO', quantity: 1, value: 30 }]);
  });

  it('reads nothing from the card terminal slip printed under the items', () => {
    expect(
      read([
        'Loja Exemplo',
        'NIF: 500000000',
        'CHAVE DE FENDAS 4.50',
        'Total EUR 4.50',
        'Terminal Pagamento Automático: 00012345',
        'VISA',
        '4,50€ XY',
        'PROCESSADO POR SIBS',
      ]).map((i) => i.name),
    ).toEqual(['CHAVE DE FENDAS']);
  });

  it("reads litres, price per litre and amount in a pump's columns as one purchase", () => {
    expect(
      read(['POSTO EXEMPLO', 'NIF: 500000000', 'GASOLEO 20,500 1,520 31,16', 'TOTAL 31,16']),
    ).toEqual([{ name: 'GASOLEO', quantity: 1, value: 31.16 }]);
  });

  it('keeps a name whose word is glued to a number ("DIESEL50")', () => {
    expect(
      read(['POSTO EXEMPLO', 'Fatura 12', 'DIESEL50 10,000 1,600 16,00', 'TOTAL 16,00']),
    ).toEqual([{ name: 'DIESEL50', quantity: 1, value: 16 }]);
  });

  it('drops a bracketed tax class before the name and a count of one before a rate', () => {
    expect(
      read([
        'CAFE EXEMPLO',
        'NIF: 500000000',
        '(C) PAO DE LO 2,40',
        'GALAO 1 1,10 1,10 23%',
        'Total 3,50',
      ]),
    ).toEqual([
      { name: 'PAO DE LO', quantity: 1, value: 2.4 },
      { name: 'GALAO', quantity: 1, value: 1.1 },
    ]);
  });
});
