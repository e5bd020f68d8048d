import { describe, expect, it } from 'vitest';
import { headerCurrency, importedAmount, resolveMarker } from './import-currency.js';

describe('headerCurrency', () => {
  it('finds the currency a price header names, in symbols, codes and words', () => {
    expect(headerCurrency('Price (€)')).toBe('EUR');
    expect(headerCurrency('Cost USD')).toBe('USD');
    expect(headerCurrency('Wert in CHF')).toBe('CHF');
    expect(headerCurrency('Preis in Euro')).toBe('EUR');
    expect(headerCurrency('Kaufpreis [EUR]')).toBe('EUR');
    expect(headerCurrency('Value (£)')).toBe('GBP');
    expect(headerCurrency('Harga (Rp)')).toBe('IDR');
    expect(headerCurrency('Price ($)')).toBe('$');
  });

  it('finds none in a plain header or a lone letter e', () => {
    expect(headerCurrency('Price')).toBeNull();
    expect(headerCurrency('Purchase price e')).toBeNull();
    expect(headerCurrency('Replacement value')).toBeNull();
  });
});

describe('resolveMarker and importedAmount', () => {
  it("reads a bare dollar or krone as the deployment's own", () => {
    expect(resolveMarker('$', 'CAD')).toBe('CAD');
    expect(resolveMarker('$', 'EUR')).toBe('USD');
    expect(resolveMarker('kr', 'NOK')).toBe('NOK');
    expect(resolveMarker('kr', 'USD')).toBe('SEK');
    expect(resolveMarker('GBP', 'USD')).toBe('GBP');
  });

  it('converts with the cell marker over the column marker, and keeps the written amount', () => {
    expect(importedAmount(100, null, 'EUR', 'USD')).toEqual({
      value: 110.5,
      originalValue: 100,
      originalCurrency: 'EUR',
    });
    expect(importedAmount(100, 'USD', 'EUR', 'USD')).toEqual({
      value: 100,
      originalValue: null,
      originalCurrency: null,
    });
    expect(importedAmount(100, null, null, 'EUR')).toEqual({
      value: 100,
      originalValue: null,
      originalCurrency: null,
    });
  });
});
