import { describe, expect, it } from 'vitest';
import { isTaxSummaryLine } from './receipt-rows.js';

const comma = { decimal: ',', zeroDecimal: false } as const;
const dot = { decimal: '.', zeroDecimal: false } as const;

describe("a till's VAT table row named by the tax", () => {
  it('is a row of the table when it prints the rate, the base and the tax', () => {
    expect(isTaxSummaryLine('PDV A     25,00%      19,82     4,95', comma)).toBe(true);
    expect(isTaxSummaryLine('DPH B  12%   321,90   38,63', comma)).toBe(true);
    expect(isTaxSummaryLine('ДДС Б  20.00%   24.90   4.98', dot)).toBe(true);
  });

  it('stays a tax line with a rate and one amount, and an item with a word of its own', () => {
    expect(isTaxSummaryLine('VAT 20%   4.95', dot)).toBe(false);
    expect(isTaxSummaryLine('Vatrogasni aparat 6 kg   25%   40,00   50,00', comma)).toBe(false);
  });
});
