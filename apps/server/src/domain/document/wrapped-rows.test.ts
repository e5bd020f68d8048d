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
});
