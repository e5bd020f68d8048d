import { describe, expect, it } from 'vitest';
import { inferNumberStyle, parseNumber } from './numbers.js';

const dot = { decimal: '.', zeroDecimal: false } as const;
const comma = { decimal: ',', zeroDecimal: false } as const;
const idr = { decimal: ',', zeroDecimal: true } as const;

describe('parseNumber', () => {
  it('reads both decimal conventions', () => {
    expect(parseNumber('1,199.00', dot)).toBe(1199);
    expect(parseNumber('1.199,00', comma)).toBe(1199);
    expect(parseNumber('1 199,00', comma)).toBe(1199);
    expect(parseNumber("2'400", comma)).toBe(2400);
    expect(parseNumber('12,40', comma)).toBe(12.4);
    expect(parseNumber('12.49', comma)).toBe(12.49);
  });
  it('reads thousands groups as thousands', () => {
    expect(parseNumber('58,000', idr)).toBe(58000);
    expect(parseNumber('19.500', idr)).toBe(19500);
    expect(parseNumber('3.199.000', idr)).toBe(3199000);
    expect(parseNumber('1,250', dot)).toBe(1250);
    expect(parseNumber('290.000.000', comma)).toBe(290000000);
  });
  it('rejects what is not a number', () => {
    expect(parseNumber('12a', dot)).toBeNull();
    expect(parseNumber('', dot)).toBeNull();
  });
});

describe('inferNumberStyle', () => {
  it('takes the decimal mark the document uses most', () => {
    expect(inferNumberStyle('Brot 2,49\nMilch 1,19\nTotal 3.68', 'EUR').decimal).toBe(',');
    expect(inferNumberStyle('Bread 2.49\nMilk 1.19', 'USD').decimal).toBe('.');
    expect(inferNumberStyle('Indomie 39,000', 'IDR').zeroDecimal).toBe(true);
  });
});
