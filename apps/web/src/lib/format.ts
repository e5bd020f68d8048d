/** Display formatters of spec §9. Pure functions, tested in format.test.ts. */
import { currencySymbol } from './format-money';
import { monthDayYear } from './calendar-text';

/** Seconds as mm:ss (minutes are not capped: 1800 → "30:00"). Negative counts as 0. */
export function formatCountdown(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Upload-screen file size: Bytes, KB, MB, GB in powers of 1024, rounded to two decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(
    FILE_SIZE_UNITS.length - 1,
    Math.floor(Math.log(bytes) / Math.log(1024)),
  );
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${FILE_SIZE_UNITS[exponent]}`;
}

/**
 * Money in the deployment currency where space is short (cards, tables, totals): under 1000 as
 * whole units ("$250", "€250"), from 1000 as thousands with one decimal when it says something
 * ("$1.5k", "$12k"). One item on its own page shows its exact amount (`formatMoney`).
 */
export function formatValue(value: number | null | undefined): string {
  const amount = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const symbol = currencySymbol();
  // 999.6 rounds to 1000: it is shown in thousands too.
  if (Math.abs(Math.round(amount)) < 1000) return `${symbol}${Math.round(amount)}`;
  // Rounded in whole hundreds, so $1,450 is $1.5k (toFixed rounds the binary value: 1.4).
  // "$12k", not "$12.0k": a zero decimal says nothing.
  return `${symbol}${(Math.round(amount / 100) / 10).toFixed(1).replace(/\.0$/, '')}k`;
}

/** Avatar initials: first letter of the first and the last word of the name, else "?". */
export function getInitials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [...first].slice(0, 1).join('') + (last ? [...last].slice(0, 1).join('') : '');
  return letters.toUpperCase();
}

/** The first word of the full name, used in greetings. */
export function getFirstName(fullName: string | null | undefined): string | null {
  const first = (fullName ?? '').trim().split(/\s+/)[0];
  return first ? first : null;
}

/** A calendar date such as "Nov 22, 2025"; the raw text when it does not parse. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return monthDayYear(date);
}

/** A date with its time, such as "Nov 22, 2025, 5:21 PM"; the raw text when it does not parse. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Value fields take digits only (whole dollars): anything else typed is dropped. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}
