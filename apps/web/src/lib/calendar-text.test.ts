import { describe, expect, it } from 'vitest';
import { monthDay, monthDayYear } from './calendar-text';

describe('calendar dates written without Intl', () => {
  it('writes them as en-US does, in every month', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2025, month, month + 9, 15, 30);
      expect(monthDay(date)).toBe(
        date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
      );
      expect(monthDayYear(date)).toBe(
        date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
      );
    }
  });

  it('reads a date in UTC when asked', () => {
    const lateOnNewYearsEve = new Date(Date.UTC(2025, 11, 31, 23, 30));
    expect(monthDayYear(lateOnNewYearsEve, { utc: true })).toBe('Dec 31, 2025');
    expect(monthDay(new Date('2026-03-01T00:00:00Z'), { utc: true })).toBe('Mar 1');
  });
});
