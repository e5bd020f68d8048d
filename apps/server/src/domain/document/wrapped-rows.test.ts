import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n'), { currency: 'EUR' }).items.map((i) => [
    i.name,
    i.quantity,
    i.value,
  ]);

describe('a row whose count opens the name and whose prices close an indented line', () => {
  it('reads count, wrapped name, unit price and amount as one row', () => {
    expect(
      read([
        'TICKET DE CAISSE',
        'Qté Désignation               P.U.    Montant',
        '1   CASQUE AUDIO SANS FIL',
        '    BLEU NUIT                 89,00     89,00',
        '3   CAHIER A5 GRANDS',
        '    CARREAUX 96 PAGES          2,50      7,50',
        'TOTAL TTC                              96,50',
      ]),
    ).toEqual([
      ['CASQUE AUDIO SANS FIL BLEU NUIT', 1, 89],
      ['CAHIER A5 GRANDS CARREAUX 96 PAGES', 3, 2.5],
    ]);
  });
  it('leaves a row alone when nothing indented below it carries prices', () => {
    expect(
      read([
        'TICKET',
        '2   CAFE ALLONGE              1,80      3,60',
        '1   CROISSANT',
        'TOTAL                                  3,60',
      ]),
    ).toEqual([['CAFE ALLONGE', 2, 1.8]]);
  });
  it('reads a row that opens on its number, count and unit before the wrapped name', () => {
    const found = read([
      'Pos. Qty  Unit  Description                        Unit price    Amount',
      '1    1     pc.   Oak dining table, 180x90,',
      '                 oiled finish                        940,00 €    940,00 €',
      '2    4     pc.   Oak chair, upholstered,',
      '                 grey fabric                         160,00 €    640,00 €',
      '',
      '                                       Total                  1.580,00 €',
    ]);
    expect(found.map(([, quantity, value]) => [quantity, value])).toEqual([
      [1, 940],
      [4, 160],
    ]);
    expect(String(found[0]![0])).toMatch(/Oak dining table/);
  });
  it('leaves an invoice’s unit column out of the name', () => {
    const found = read([
      'Pos. Menge Einheit Bezeichnung                    Einzelpreis   Gesamtpreis',
      '1    2     Stk.    Garderobe Esche, 90 cm,',
      '                   mit Hutablage                   310,00 €      620,00 €',
      '2    1     psch.   Lieferung                        40,00 €       40,00 €',
      '',
      '                                   Rechnungsbetrag              660,00 €',
    ]);
    expect(found).toHaveLength(1);
    expect(String(found[0]![0])).toMatch(/^Garderobe Esche/);
    expect(found[0]!.slice(1)).toEqual([2, 310]);
  });
});
