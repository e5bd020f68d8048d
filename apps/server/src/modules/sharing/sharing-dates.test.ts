import { describe, expect, it } from 'vitest';
import { addMonths, daysUntil } from './sharing-dates.js';

describe('sharing dates', () => {
  it('counts whole days left, rounding up', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(daysUntil(new Date('2026-01-08T12:00:00Z'), now)).toBe(7);
    expect(daysUntil(new Date('2026-01-01T13:00:00Z'), now)).toBe(1);
    expect(daysUntil(new Date('2026-01-01T11:00:00Z'), now)).toBe(0);
  });

  it('adds calendar months', () => {
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 6).toISOString().slice(0, 10)).toBe(
      '2026-07-31',
    );
  });
});
