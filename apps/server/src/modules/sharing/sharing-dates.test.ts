import { describe, expect, it } from 'vitest';
import {
  addMonths,
  borrowReturnDateProblem,
  daysUntil,
  shareReturnDateProblem,
} from './sharing-dates.js';

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

  it('accepts a share return date from tomorrow to two years ahead', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(shareReturnDateProblem('2026-03-11', now)).toBeNull();
    expect(shareReturnDateProblem('2028-03-10', now)).toBeNull();
    expect(shareReturnDateProblem('2026-03-10', now)).toMatch(/must be in the future/);
    expect(shareReturnDateProblem('2028-03-11', now)).toMatch(/more than 2 years/);
  });

  it('accepts a borrow request return date from tomorrow to six months ahead', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(borrowReturnDateProblem('2026-03-11', now)).toBeNull();
    expect(borrowReturnDateProblem('2026-09-10', now)).toBeNull();
    expect(borrowReturnDateProblem('2026-03-10', now)).toMatch(/at most 6 months/);
    expect(borrowReturnDateProblem('2026-09-11', now)).toMatch(/at most 6 months/);
  });
});
