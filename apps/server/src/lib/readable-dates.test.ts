import { describe, expect, it } from 'vitest';
import { calendarDate, isDateLocale, readableDate } from './readable-dates.js';

describe('readable dates', () => {
  it('writes a calendar date as people read it, the same day in every time zone', () => {
    expect(readableDate('2026-11-30')).toBe('Nov 30, 2026');
    expect(readableDate('2026-11-30', 'en-GB')).toBe('30 Nov 2026');
    expect(readableDate('2026-01-05', 'de-DE')).toBe('05.01.2026');
  });

  it('writes an instant by its UTC day and leaves text that is no date alone', () => {
    expect(readableDate(new Date('2026-12-07T23:30:00Z'))).toBe('Dec 7, 2026');
    expect(readableDate('soon')).toBe('soon');
  });

  it('knows which locales it can write and the UTC calendar date of an instant', () => {
    expect(isDateLocale('en-GB')).toBe(true);
    expect(isDateLocale('not a locale!')).toBe(false);
    expect(calendarDate(new Date('2026-11-30T22:00:00Z'))).toBe('2026-11-30');
  });
});
