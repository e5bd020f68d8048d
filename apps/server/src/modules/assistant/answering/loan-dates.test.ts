import { describe, expect, it } from 'vitest';
import { dueBack, lateness } from './loan-dates.js';

describe('a loan’s return date in a reply', () => {
  it('counts the days a late loan is overdue', () => {
    const late = { expected_return_date: '2025-09-20', overdue: true };
    expect(lateness(late, '2025-10-04')).toBe(' (14 days overdue)');
    expect(dueBack(late, '2025-09-21')).toBe(', due back 2025-09-20 (1 day overdue)');
  });
  it('says nothing of lateness for a loan still to come back on time', () => {
    const onTime = { expected_return_date: '2025-12-01', overdue: false };
    expect(dueBack(onTime, '2025-10-04')).toBe(', due back 2025-12-01');
    expect(dueBack({ expected_return_date: null, overdue: false }, '2025-10-04')).toBe('');
  });
});
