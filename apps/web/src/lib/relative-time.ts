import { formatDate } from './format';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Spec §9: "Nd ago" is used under 7 days; from there on the date is shown. */
export const RELATIVE_DAYS_LIMIT = 7;

const MINUTE_MS = 60_000;

/**
 * Spec §9 relative times: "Just now" (under a minute, or a clock slightly ahead), "Nm ago" under
 * an hour (an event 20 minutes old is no longer "just now"), "Nh ago" under a day, "Nd ago"
 * under 7 days, else the calendar date.
 */
export function formatRelativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const elapsed = now.getTime() - time;
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  if (days < RELATIVE_DAYS_LIMIT) return `${days}d ago`;
  return formatDate(iso);
}
