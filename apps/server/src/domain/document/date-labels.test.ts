import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

/** A Ukrainian terminal slip whose date line prints day and month only. */
const SLIP_UA = `    ПРИВАТБАНК
  ЕПІЦЕНТР К КИЇВ
ТЕРМІНАЛ: 10452233
ДАТА         14.03
ОПЛАТА
КАРТКА: **** **** **** 5521
СУМА: 2 349,00 ГРН
КОД АВТОРИЗАЦІЇ: 445120`;

/** A Finnish till with its date label before the goods. */
const TILL_FI = `K-RAUTA LAHTI
Pvm 03.05
Vasara 500 g            14,90
Ruuvimeisselisarja      22,50
YHTEENSÄ                37,40`;

describe('date labels in more languages', () => {
  it('knows them as fields', () => {
    for (const label of ['ДАТА', 'Датум', 'Datums', 'Dato', 'Päivämäärä', 'Kuupäev', 'Ημερομηνία'])
      expect(nonItemKind(label)).toBe('meta');
  });

  it('reads no price from a slip date of day and month', () => {
    expect(extractItems(SLIP_UA).items).toEqual([]);
  });

  it("keeps a till's goods under its date line", () => {
    expect(extractItems(TILL_FI).items.map((i) => `${i.name} @ ${i.value}`)).toEqual([
      'Vasara 500 g @ 14.9',
      'Ruuvimeisselisarja @ 22.5',
    ]);
  });
});
