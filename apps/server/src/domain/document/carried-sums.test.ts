import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

describe('sums carried over a page break', () => {
  it('knows the carried and brought sums in several languages', () => {
    for (const label of [
      'Balance brought forward',
      'Übertrag von Seite 1',
      'Z przeniesienia',
      'A reporter',
      'Riporto da pagina 2',
      'Siirto edelliseltä sivulta',
      'Перенос с предыдущей страницы',
      'Εκ μεταφοράς',
    ]) {
      expect(nonItemKind(label), label).toBe('meta');
    }
  });

  it('takes neither the page sum nor its repeat for things, and reads the pair as its line total', () => {
    const items = extractItems(
      [
        'Pos  Bezeichnung                                  Menge      Versicherungswert',
        '1    Goldkette 585, 50 cm                             1           1.900,00 €',
        '2    Silberleuchter, Paar                             2           1.200,00 €',
        'Übertrag                                                          3.100,00 €',
        '',
        'Übertrag von Seite 1                                              3.100,00 €',
        '3    Nikon Z6 II Gehäuse                              1           1.650,00 €',
        'Gesamtwert                                                        4.750,00 €',
      ].join('\n'),
    ).items;
    expect(items.map((i) => [i.name, i.quantity, i.value])).toEqual([
      ['Goldkette 585, 50 cm', 1, 1900],
      ['Silberleuchter, Paar', 2, 600],
      ['Nikon Z6 II Gehäuse', 1, 1650],
    ]);
  });
});
