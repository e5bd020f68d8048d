/**
 * Calendar dates as en-US writes them ("Nov 22", "Nov 22, 2025"), without Intl: the first use
 * of Intl on a phone loads the locale data, a long pause before the first screen shows.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Zone {
  /** Read the date in UTC rather than in the browser's time zone. */
  utc?: boolean;
}

/** "Nov 22". */
export function monthDay(date: Date, { utc = false }: Zone = {}): string {
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  return `${MONTHS[month]} ${day}`;
}

/** "Nov 22, 2025". */
export function monthDayYear(date: Date, zone: Zone = {}): string {
  const year = zone.utc ? date.getUTCFullYear() : date.getFullYear();
  return `${monthDay(date, zone)}, ${year}`;
}
