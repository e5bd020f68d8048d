import { describe, expect, it } from 'vitest';
import {
  addMonths,
  approximateLocation,
  borrowReturnDateProblem,
  daysUntil,
  publicLocation,
  shareReturnDateProblem,
} from './sharing-dates.js';

describe('sharing dates and places', () => {
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

  it('coarsens coordinates to city precision and keeps room names off the public share', () => {
    expect(approximateLocation('52.52001, 13.40495')).toBe('52.5, 13.4');
    expect(approximateLocation('-33.86882,151.20929')).toBe('-33.9, 151.2');
    expect(approximateLocation('Garage')).toBeNull();
    expect(approximateLocation(null)).toBeNull();
    expect(publicLocation('Living Room')).toBe('Living Room');
    expect(publicLocation('52.52001, 13.40495')).toBe('52.5, 13.4');
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
