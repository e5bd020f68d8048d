/**
 * Dates in mails and notifications as people read them in the deployment's locale (LOCALE):
 * "Nov 30, 2026" in en-US, "30 Nov 2026" in en-GB, never the ISO form "2026-11-30".
 */
let dateLocale = 'en-US';
const formatters = new Map<string, Intl.DateTimeFormat>();

/** True when Intl knows the language tag ("en-GB", "de-DE"). */
export function isDateLocale(tag: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

/** Sets the locale every later date is written in; an unknown tag keeps the current one. */
export function setDateLocale(tag: string): void {
  if (isDateLocale(tag)) dateLocale = tag;
}

function formatter(locale: string): Intl.DateTimeFormat {
  let found = formatters.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    formatters.set(locale, found);
  }
  return found;
}

/**
 * A calendar date ("2026-11-30") or an instant as a person reads it. A calendar date is the
 * same day everywhere, so it is written in UTC; text that is no date is returned as it came.
 */
export function readableDate(value: string | Date, locale: string = dateLocale): string {
  const date =
    value instanceof Date
      ? value
      : /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? new Date(`${value}T00:00:00Z`)
        : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter(locale).format(date);
}

/** The calendar date of an instant in UTC ("2026-11-30"), to compare with due dates. */
export const calendarDate = (instant: Date) => instant.toISOString().slice(0, 10);

/** "It is due back on …" until the due date has passed, then "It was due back on …". */
export function dueBackSentence(expectedReturnDate: string | null, today: string): string {
  if (!expectedReturnDate) return '';
  const date = readableDate(expectedReturnDate);
  return expectedReturnDate < today
    ? `It was due back on ${date}.`
    : expectedReturnDate === today
      ? `It is due back today, ${date}.`
      : `It is due back on ${date}.`;
}
