import { monthDayYear } from './calendar-text';
/**
 * Calendar dates (YYYY-MM-DD) as the user sees them: in the browser's own time zone. Return
 * dates, due dates and "last shared" labels count whole calendar days, not 24-hour periods.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local calendar day of a moment, as YYYY-MM-DD. */
export function toIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of the day of `date`. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  const next = startOfDay(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** Months ahead, kept inside the target month (Jan 31 + 1 month → Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const start = startOfDay(date);
  const target = new Date(start.getFullYear(), start.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(start.getDate(), lastDay));
  return target;
}

export function addYears(date: Date, years: number): Date {
  return addMonths(date, years * 12);
}

/** True when the text has the YYYY-MM-DD shape (whether or not such a day exists). */
export function hasIsoDayShape(text: string): boolean {
  return ISO_DAY.test(text.trim());
}

/** YYYY-MM-DD → local midnight of that day; null when the shape is wrong or the day does not exist. */
export function parseIsoDay(text: string | null | undefined): Date | null {
  const match = ISO_DAY.exec((text ?? '').trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}

/**
 * A date or a timestamp as a local calendar day. A bare YYYY-MM-DD is that day (not UTC
 * midnight, which would be the day before west of Greenwich).
 */
export function toLocalDay(value: string | null | undefined): Date | null {
  if (!value) return null;
  const day = parseIsoDay(value);
  if (day) return day;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? null : startOfDay(moment);
}

/** Whole calendar days from today until the day of `value` (negative when it has passed). */
export function daysFromToday(value: string | null | undefined, now: Date): number | null {
  const day = toLocalDay(value);
  if (!day) return null;
  return Math.round((day.getTime() - startOfDay(now).getTime()) / 86_400_000);
}

/** A calendar day for people: "Nov 22, 2025" (a bare YYYY-MM-DD stays that day). */
export function formatDay(value: string | null | undefined): string {
  const day = toLocalDay(value);
  if (!day) return value ?? '';
  return monthDayYear(day);
}
