import { SHARING_LIMITS } from '@circle/contract';

/** Calendar-date helpers for return dates (YYYY-MM-DD, UTC), driven by the injected clock. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** Whole days from `now` until `until`, rounded up; 0 or less means it has passed. */
export function daysUntil(until: Date, now: Date): number {
  // `+ 0` turns the -0 of a just-passed moment into 0.
  return Math.ceil((until.getTime() - now.getTime()) / 86_400_000) + 0;
}

/**
 * What is wrong with a BORROW share's return date (YYYY-MM-DD), or null: it must fall after
 * today and at most two years ahead (spec §5).
 */
export function shareReturnDateProblem(date: string, now: Date): string | null {
  if (date <= isoDay(now)) {
    return 'The expected return date must be in the future. Please select a date after today.';
  }
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + SHARING_LIMITS.maxReturnYears);
  if (date > isoDay(limit)) {
    return 'The expected return date cannot be more than 2 years in the future. Please select a reasonable date.';
  }
  return null;
}

/**
 * What is wrong with a borrow request's expected return date, or null: from tomorrow to at
 * most six months ahead.
 */
export function borrowReturnDateProblem(date: string, now: Date): string | null {
  const tomorrow = isoDay(addDays(now, 1));
  const latest = isoDay(addMonths(now, SHARING_LIMITS.borrowReturnMaxMonths));
  return date < tomorrow || date > latest
    ? 'Please select a future date for the expected return, at most 6 months ahead.'
    : null;
}
