import { describe, expect, it } from 'vitest';
import { currencyDisplayOf, formatWithDisplay } from './currency-display.js';

const CODES = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'MYR', 'IDR', 'SEK', 'INR', 'KWD', 'BRL'];

describe('a currency display written without Intl', () => {
  it('writes every amount as Intl does, in every kind of currency', () => {
    const amounts = [
      0, 0.5, 1, 12.5, 999.995, 1199, 1234.567, 41800, 1_000_000, -5, -1234.5, 1.005,
    ];
    for (const code of CODES) {
      const display = currencyDisplayOf(code)!;
      const intl = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
      });
      for (const amount of amounts) {
        expect(formatWithDisplay(amount, display), `${code} ${amount}`).toBe(intl.format(amount));
      }
    }
  });

  it('knows the symbol and the minor unit', () => {
    expect(currencyDisplayOf('USD')).toEqual({
      code: 'USD',
      symbol: '$',
      positive: '$#',
      negative: '-$#',
      digits: 2,
    });
    expect(currencyDisplayOf('JPY')?.digits).toBe(0);
    expect(currencyDisplayOf('KWD')?.digits).toBe(3);
  });

  it('refuses what is not a currency code', () => {
    expect(currencyDisplayOf('usd')).toBeUndefined();
    expect(currencyDisplayOf('DOLLARS')).toBeUndefined();
  });

  it('writes a missing amount as zero', () => {
    expect(formatWithDisplay(Number.NaN, currencyDisplayOf('USD')!)).toBe('$0.00');
  });
});
