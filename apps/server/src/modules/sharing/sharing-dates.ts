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
