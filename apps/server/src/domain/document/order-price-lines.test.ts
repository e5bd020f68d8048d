import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe("an order's unit-price label among the fields under a name", () => {
  it('reads a Dutch order table with "Stukprijs" after the article number', () => {
    expect(
      read([
        'Uw bestelling 88123',
        '',
        'Artikel                                   Aantal      Prijs',
        '-----------------------------------------------------------',
        'Bureaulamp Nordic mat zwart',
        '  Art.nr. 4410221   Stukprijs € 34,95       3     € 104,85',
        'Vloerkleed jute 120x170 cm',
        '  Art.nr. 4410377                           1     € 89,00',
        '-----------------------------------------------------------',
        'Totaal                                            € 193,85',
      ]),
    ).toEqual([
      ['Bureaulamp Nordic mat zwart', 3, 34.95],
      ['Vloerkleed jute 120x170 cm', 1, 89],
    ]);
  });

  it('reads a French fields line that opens with "Prix unitaire"', () => {
    expect(
      read([
        'Commande 55012',
        '',
        'Tabouret de bar chêne clair',
        '  Prix unitaire 59,00 €      4      236,00 €',
        'Total TTC                    236,00 €',
      ]),
    ).toEqual([['Tabouret de bar chêne clair', 4, 59]]);
  });
});

describe('an offer to pay in instalments', () => {
  it.each([
    'ou 12x de R$ 41,58 sem juros',
    'em até 6x sem juros',
    'o 6 cuotas sin interés de $ 12.500',
    'oppure 3 rate da 33,00 € senza interessi',
  ])('reads %s as no item', (label) => expect(nonItemKind(label)).toBe('payment'));

  it.each(['3x Pilhas alcalinas AA', '2x Dosenöffner', 'Organizador 10x10 cm'])(
    'leaves %s an item',
    (label) => expect(nonItemKind(label)).toBeNull(),
  );
});

describe("an order entry's count, then its total with the count and unit price", () => {
  it('reads a Brazilian order whose seller and instalment lines sit under each entry', () => {
    expect(
      read([
        'Seu pedido foi confirmado',
        'Pedido: 70011',
        '',
        'Panela de pressão Tramontina 6L',
        '  Vendido e entregue por LojaX',
        '  Quantidade: 3',
        '  R$ 537,00 (3 x R$ 179,00)',
        '  ou 10x de R$ 53,70 sem juros',
        '',
        'Jogo de toalhas banho 4 peças',
        '  Vendido e entregue por LojaX',
        '  Quantidade: 1',
        '  R$ 129,90',
        '',
        'Total                 R$ 666,90',
      ]),
    ).toEqual([
      ['Panela de pressão Tramontina 6L', 3, 179],
      ['Jogo de toalhas banho 4 peças', 1, 129.9],
    ]);
  });
});
