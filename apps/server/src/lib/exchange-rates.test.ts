import { describe, expect, it } from 'vitest';
import { convert, isSupportedCurrency } from './exchange-rates.js';

describe('reference exchange rates', () => {
  it('converts through the euro and rounds to cents', () => {
    expect(convert(1199, 'EUR', 'EUR')).toBe(1199);
    expect(convert(100, 'EUR', 'USD')).toBe(110.5);
    expect(convert(58000, 'IDR', 'USD')).toBeCloseTo(3.75, 2);
    expect(convert(27.9, 'MYR', 'EUR')).toBeCloseTo(5.49, 2);
  });
  it('knows the currencies documents are written in', () => {
    for (const code of [
      'USD',
      'EUR',
      'GBP',
      'CHF',
      'MYR',
      'IDR',
      'BRL',
      'INR',
      'JPY',
      'SEK',
      'NOK',
      'DKK',
      'CAD',
      'AUD',
      'MXN',
    ]) {
      expect(isSupportedCurrency(code)).toBe(true);
    }
    expect(convert(1, 'XXX', 'USD')).toBeNull();
  });
});
