import { describe, expect, it } from 'vitest';
import { findCalendarDate, isoDateOf } from './calendar-date.js';

describe('calendar dates', () => {
  it('reads the ways receipts and spreadsheets write a day', () => {
    expect(findCalendarDate('2023-04-01T00:00:00Z')).toBe('2023-04-01');
    expect(findCalendarDate('Date: 03/14/2026 10:42')).toBe('2026-03-14');
    expect(findCalendarDate('14/03/2026')).toBe('2026-03-14');
    expect(findCalendarDate('04/03/2026', true)).toBe('2026-03-04');
    expect(findCalendarDate('04/03/2026')).toBe('2026-04-03');
    expect(findCalendarDate('Rechnungsdatum 04.03.2026')).toBe('2026-03-04');
    expect(findCalendarDate('Invoice date: March 14, 2026')).toBe('2026-03-14');
    expect(findCalendarDate('14 Mar 2026')).toBe('2026-03-14');
    expect(findCalendarDate('12 décembre 2025')).toBe('2025-12-12');
    expect(findCalendarDate('1/2/26')).toBe('2026-01-02');
  });

  it('finds nothing in amounts, codes and impossible days', () => {
    expect(findCalendarDate('Total 1,499.00')).toBeNull();
    expect(findCalendarDate('SKU 12-34-56789')).toBeNull();
    expect(findCalendarDate('2026-02-30')).toBeNull();
    expect(isoDateOf(2026, 13, 1)).toBeNull();
  });
});
