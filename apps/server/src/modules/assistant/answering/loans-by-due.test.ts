import { describe, expect, it } from 'vitest';
import { byDue } from './answer-loans.js';
import { loanDueAsked } from '../understanding/loans-asked.js';

const loan = (name: string, date: string | null, overdue = false) => ({
  item_name: name,
  expected_return_date: date,
  overdue,
});

describe('loans by their return dates', () => {
  const loans = [
    loan('Tent', '2026-12-20'),
    loan('Drill', '2026-11-20', true),
    loan('Kayak', null),
    loan('Ladder', '2026-12-02'),
  ];
  it('puts the one due back first first, undated loans last', () => {
    expect(byDue(loans, 'first').map((l) => l.item_name)).toEqual([
      'Drill',
      'Ladder',
      'Tent',
      'Kayak',
    ]);
  });
  it('puts the one due back last first, leaving out loans with no date', () => {
    expect(byDue(loans, 'last').map((l) => l.item_name)).toEqual(['Tent', 'Ladder', 'Drill']);
  });
  it('keeps only those not yet due', () => {
    expect(byDue(loans, 'pending').map((l) => l.item_name)).toEqual(['Tent', 'Kayak', 'Ladder']);
  });
  it('leaves the order alone when none is asked', () => {
    expect(byDue(loans, undefined)).toBe(loans);
  });
});

describe('loanDueAsked', () => {
  it('reads the loans still to come when the late ones are left out', () => {
    expect(
      loanDueAsked('leaving aside anything overdue, which of the things i lent is due back first'),
    ).toBe('pending');
    expect(loanDueAsked('which of the things i lent is due back first')).toBe('first');
    expect(loanDueAsked('which of those two is due back later')).toBe('last');
  });
});
