import { describe, expect, it } from 'vitest';
import { withPerson } from './answer-loans.js';

describe('withPerson', () => {
  const loans = [
    { person: 'Alex Kim', item: 'saw' },
    { person: 'Jamie Park', item: 'drill' },
    { person: 'Alex Kim', item: 'ladder' },
  ];
  it('matches a first or a last name, in any case', () => {
    expect(withPerson(loans, ['alex']).map((loan) => loan.item)).toEqual(['saw', 'ladder']);
    expect(withPerson(loans, ['Park']).map((loan) => loan.item)).toEqual(['drill']);
    expect(withPerson(loans, ['sam'])).toEqual([]);
  });
});
