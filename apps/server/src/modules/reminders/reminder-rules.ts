/** When automatic loan mails are due; pure calendar rules on YYYY-MM-DD days (UTC). */

export type LoanReminderKind = 'due_tomorrow' | 'overdue' | 'owner_overdue';

export interface LoanReminder {
  kind: LoanReminderKind;
  /** Which occurrence: 0 for one-off mails, the overdue week (0, 1, …) for the weekly one. */
  period: number;
}

const DAY_MS = 86_400_000;
const OVERDUE_EVERY_DAYS = 7;

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The reminders a loan due back on `expectedReturnDate` has on `today`: the borrower hears the
 * day before, then on the first overdue day and every week after while it stays out; the owner
 * hears once when it becomes overdue. A missed day still gets its overdue mail for that week.
 */
export function loanRemindersDue(expectedReturnDate: string, today: string): LoanReminder[] {
  const daysPastDue = daysBetween(expectedReturnDate, today);
  if (daysPastDue === -1) return [{ kind: 'due_tomorrow', period: 0 }];
  if (daysPastDue < 1) return [];
  return [
    { kind: 'overdue', period: Math.floor((daysPastDue - 1) / OVERDUE_EVERY_DAYS) },
    { kind: 'owner_overdue', period: 0 },
  ];
}

/** The latest return date that can have a reminder on `today`: tomorrow. */
export function latestDueDateToCheck(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
