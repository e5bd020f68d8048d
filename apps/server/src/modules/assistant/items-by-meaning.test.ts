import { describe, expect, it } from 'vitest';
import { closestInMeaning } from './items-by-meaning.js';

describe('closestInMeaning', () => {
  it('keeps the matches about as close as the best one, best first', () => {
    const matches = [
      { id: 'tv', score: 0.55 },
      { id: 'coffee machine', score: 0.72 },
      { id: 'kettle', score: 0.66 },
      { id: 'chair', score: 0.47 },
    ];
    expect(closestInMeaning(matches).map((match) => match.id)).toEqual([
      'coffee machine',
      'kettle',
    ]);
  });

  it('answers nothing for no matches', () => {
    expect(closestInMeaning([])).toEqual([]);
  });
});
