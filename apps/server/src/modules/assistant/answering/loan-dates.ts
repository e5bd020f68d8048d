import type { LoanItem } from '../inventory-facts.js';

type Dated = Pick<LoanItem, 'expected_return_date' | 'overdue'>;

const DAY_MS = 86_400_000;

/** Whole days from one ISO date to another; undefined when either is missing or unreadable. */
function daysBetween(from: string | null, to: string): number | undefined {
  if (!from) return undefined;
  const days = Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) /
      DAY_MS,
  );
  return Number.isFinite(days) ? days : undefined;
}

/**
 * " (12 days overdue)" after a late loan's date, so "how many days late is it" is answered by
 * any loan reply; " (overdue)" when the days cannot be counted, nothing when it is not late.
 */
export function lateness(loan: Dated, today: string): string {
  if (!loan.overdue) return '';
  const days = daysBetween(loan.expected_return_date, today);
  if (days === undefined || days <= 0) return ' (overdue)';
  return ` (${days} ${days === 1 ? 'day' : 'days'} overdue)`;
}

/** ", due back 2026-03-19 (12 days overdue)", or nothing when no return date is set. */
export function dueBack(loan: Dated, today: string): string {
  return loan.expected_return_date
    ? `, due back ${loan.expected_return_date}${lateness(loan, today)}`
    : '';
}
