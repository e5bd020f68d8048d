import { describe, expect, it } from 'vitest';
import { daysBetween, latestDueDateToCheck, loanRemindersDue } from './reminder-rules.js';

describe('loan reminder rules', () => {
  it('counts calendar days across months and years', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(daysBetween('2026-11-25', '2026-11-25')).toBe(0);
  });

  it('reminds the borrower the day before the return date', () => {
    expect(loanRemindersDue('2026-11-26', '2026-11-25')).toEqual([
      { kind: 'due_tomorrow', period: 0 },
    ]);
  });

  it('sends nothing earlier or on the return date itself', () => {
    expect(loanRemindersDue('2026-11-30', '2026-11-25')).toEqual([]);
    expect(loanRemindersDue('2026-11-25', '2026-11-25')).toEqual([]);
  });

  it('tells borrower and owner on the first overdue day', () => {
    expect(loanRemindersDue('2026-11-25', '2026-11-26')).toEqual([
      { kind: 'overdue', period: 0 },
      { kind: 'owner_overdue', period: 0 },
    ]);
  });

  it('repeats the borrower mail weekly while overdue, the owner notice never', () => {
    const periods = Array.from({ length: 22 }, (_, index) => {
      const day = new Date(Date.parse('2026-11-26T00:00:00Z') + index * 86_400_000);
      return loanRemindersDue('2026-11-25', day.toISOString().slice(0, 10));
    });
    expect(periods.map((due) => due[0]!.period)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3,
    ]);
    expect(periods.every((due) => due[1]!.kind === 'owner_overdue' && due[1]!.period === 0)).toBe(
      true,
    );
  });

  it('checks loans due up to tomorrow', () => {
    expect(latestDueDateToCheck('2026-12-31')).toBe('2027-01-01');
  });
});
