import { describe, expect, it } from 'vitest';
import type { LoanItem } from '../inventory-facts.js';
import { borrowedNamed } from './answer-items.js';
import { factItem } from './fact-item.fixture.js';

const loan = (name: string, person: string): LoanItem => ({
  ...factItem(name),
  person,
  expected_return_date: '2026-12-01',
  overdue: false,
});

describe('borrowedNamed', () => {
  const loans = [loan('Tile Cutter', 'Sam Rivera'), loan('Pressure Washer', 'Sam Rivera')];
  it('finds a borrowed thing named beside its lender ("give the tile cutter back to sam")', () => {
    expect(borrowedNamed(loans, ['tile cutter', 'sam']).map((item) => item.item_name)).toEqual([
      'Tile Cutter',
    ]);
  });
  it('finds nothing for the lender alone or for a thing not borrowed', () => {
    expect(borrowedNamed(loans, ['sam'])).toEqual([]);
    expect(borrowedNamed(loans, ['ladder', 'sam'])).toEqual([]);
  });
  it('asked as borrowed, finds the one borrowed thing a word of its name names', () => {
    const borrowed = [loan('Nikon Z50', 'Kenji'), loan('Tile Cutter', 'Sam Rivera')];
    expect(
      borrowedNamed(borrowed, ['nikon', 'camera'], true).map((item) => item.item_name),
    ).toEqual(['Nikon Z50']);
    expect(borrowedNamed(borrowed, ['nikon', 'camera'])).toEqual([]);
  });
});
