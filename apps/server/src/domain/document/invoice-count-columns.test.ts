import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';

describe("an invoice's count and unit columns between the name and its prices", () => {
  it('reads the count and the unit price out of the name', () => {
    const invoice = [
      'Instalace Novák s.r.o.',
      'FAKTURA č. 2024-118',
      '',
      'Kód     Popis                                Množství  MJ      Cena        Celkem',
      '-------------------------------------------------------------------------------',
      'Z-101   Zásuvka Tango bílá                         5  ks     129,00        645,00',
      'V-220   Vypínač Tango řazení 6                     2  ks.    149,50        299,00',
      'S-310   Svítidlo Lumo 18W                          1  ks   1.250,00      1.250,00',
      '-------------------------------------------------------------------------------',
      'Celkem bez DPH                                                         2.194,00',
    ].join('\n');
    const items = extractItems(invoice).items;
    expect(items.map((i) => [i.quantity, i.value])).toEqual([
      [5, 129],
      [2, 149.5],
      [1, 1250],
    ]);
    expect(items.map((i) => i.name).filter((n) => /\d+\s+ks|\d,\d{2}/.test(n))).toEqual([]);
  });
});
