import { describe, expect, it } from 'vitest';
import { extractItems } from './extract.js';
import { nonItemKind } from './non-items.js';

const read = (lines: string[]) =>
  extractItems(lines.join('\n')).items.map((i) => [i.name, i.quantity, i.value]);

describe("a policy's and a hand-over act's terms", () => {
  it('knows premiums, excesses, limits and declared sums in several languages', () => {
    for (const label of [
      'Prima anual del anexo',
      'Spoluúčast',
      'Yıllık prim',
      'Muafiyet',
      'Omavastuu',
      'Страховая премия',
      'Protection de base',
      'Released value',
      'Declared value of listed goods',
    ]) {
      expect(nonItemKind(label), label).not.toBeNull();
    }
  });

  it("leaves out a hand-over act's meter readings and keys", () => {
    for (const label of [
      'Показания счетчиков: свет 10422 кВт·ч',
      'Передано ключей: 2 комплекта',
      'Stan liczników: prąd 5521 kWh',
      'Przekazane klucze: 3',
    ]) {
      expect(nonItemKind(label), label).toBe('meta');
    }
  });

  it('reads a schedule whose footer states a limit per thing after a semicolon', () => {
    expect(
      read([
        'Nro  Esine                                  Kpl   Arvioitu arvo',
        '1.   Aarikka puukoru, 3 osaa                  1        220,00 €',
        '2.   Hopealusikat, 12 kpl                     2        480,00 €',
        'Yhteensä                                               700,00 €',
        'Arvot on tarkistettu 2024; omavastuu 150 € vahinkoa kohden.',
      ]),
    ).toEqual([
      ['Aarikka puukoru, 3 osaa', 1, 220],
      ['Hopealusikat, 12 kpl', 2, 240],
    ]);
  });
});
