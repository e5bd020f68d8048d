import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { combinedNotes } from './item-merge.js';

describe('combinedNotes', () => {
  it('keeps each distinct note once, the kept item’s first', () => {
    expect(
      combinedNotes([
        { notes: 'Charger in the drawer', tags: [] },
        { notes: null, tags: [] },
        { notes: ' Bought in 2021 ', tags: [] },
        { notes: 'Charger in the drawer', tags: [] },
      ]),
    ).toBe('Charger in the drawer\n\nBought in 2021');
    expect(
      combinedNotes([
        { notes: null, tags: [] },
        { notes: '  ', tags: [] },
      ]),
    ).toBeNull();
  });

  it('refuses notes or tags an item cannot hold instead of cutting them', () => {
    const long = { notes: 'x'.repeat(3000), tags: [] };
    expect(() => combinedNotes([long, { notes: 'y'.repeat(3000), tags: [] }])).toThrow(AppError);
    const tags = (prefix: string) => Array.from({ length: 30 }, (_, i) => `${prefix}${i}`);
    expect(() =>
      combinedNotes([
        { notes: null, tags: tags('a') },
        { notes: null, tags: tags('b') },
      ]),
    ).toThrow(/more than 50 tags/);
    expect(
      combinedNotes([
        { notes: null, tags: tags('a') },
        { notes: null, tags: tags('a') },
      ]),
    ).toBeNull();
  });
});
