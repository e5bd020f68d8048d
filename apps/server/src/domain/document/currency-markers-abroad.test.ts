import { describe, expect, it } from 'vitest';
import { detectCurrency } from './currency.js';
import { extractItems } from './extract.js';

const items = (text: string) =>
  extractItems(text).items.map((i) => `${i.quantity} × ${i.name} @ ${i.value}`);

describe('currencies of Central Asia, the Balkans, Africa and the Middle East', () => {
  it('knows their symbols and local abbreviations', () => {
    expect(detectCurrency('Пылесос 54 990 ₸', 'USD')).toBe('KZT');
    expect(detectCurrency('Фен 1.290 ден.', 'USD')).toBe('MKD');
    expect(detectCurrency('Чайник 1 490 руб.', 'USD')).toBe('RUB');
    expect(detectCurrency('مروحة 24.500 د.أ', 'USD')).toBe('JOD');
    expect(detectCurrency('Ventilateur 35 000 FCFA', 'USD')).toBe('XOF');
    expect(detectCurrency('Pasi ya umeme Tsh 45,000', 'USD')).toBe('TZS');
    expect(detectCurrency('Stufa 12.900 lekë', 'USD')).toBe('ALL');
  });

  it('reads an amount in thousandths as dinars, not thousands', () => {
    expect(items('Desk lamp  1  12.750 JOD\nFan  2  18.500 JOD\nTotal 49.750 JOD')).toEqual([
      '1 × Desk lamp @ 12.75',
      '2 × Fan @ 18.5',
    ]);
  });

  it('leaves a code that is also a word to the name it is in', () => {
    expect(items('HAIR GEL 250ML   3.49\nBBQ RUB 2 PACK   5.99\nTOTAL 9.48')).toEqual([
      '1 × HAIR GEL 250ML @ 3.49',
      '1 × BBQ RUB 2 PACK @ 5.99',
    ]);
  });
});
