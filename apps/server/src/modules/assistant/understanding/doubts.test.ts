import { describe, expect, it } from 'vitest';
import { confidenceOf, doubtsOf, SURE_ENOUGH } from './doubts.js';
import { parsedQuery } from './parsed-query.fixture.js';
import { emptyFilters } from './query.js';

const query = parsedQuery;
const english = (word: string) => ['lamp', 'garden', 'moved'].includes(word);

describe('doubtsOf', () => {
  it('doubts a reading that replaced an unknown word where a thing is named and dropped it', () => {
    const doubts = doubtsOf(
      'how much is the gamecube worth',
      query({ corrections: { gamecube: 'gamete' }, ignored: ['gamete'] }),
      english,
    );
    expect(doubts).toEqual([{ kind: 'unplaced', words: ['gamecube'] }]);
    expect(confidenceOf(doubts)).toBeLessThan(SURE_ENOUGH);
  });
  it('takes no doubt from names and talk said beside the question', () => {
    const said = query({ corrections: { ingrid: 'ingot' }, ignored: ['ingot'] });
    expect(doubtsOf('my friend ingrid moved, how much is the garden', said, english)).toEqual([]);
  });
  it('doubts a thing added to a room that was read as the things in that room', () => {
    const read = query({ phrase: ['lamps'], filters: { ...emptyFilters(), locations: ['Attic'] } });
    expect(doubtsOf('the lamps as well as the attic', read, english)).toEqual([
      { kind: 'joined', words: ['lamps', 'the Attic'] },
    ]);
  });
  it('notes an unusual figure, which alone never makes the reading doubtful', () => {
    // As the parser reads it: the figure bounds the set.
    const read = query({
      phrase: ['lamps'],
      filters: { ...emptyFilters(), valueMin: { amount: 2750, inclusive: false } },
    });
    const doubts = doubtsOf('lamps over 2.750', read, english);
    expect(doubts).toEqual([{ kind: 'number', words: ['2.750'] }]);
    expect(confidenceOf(doubts)).toBeGreaterThanOrEqual(SURE_ENOUGH);
  });

  it('doubts a set answered without a thing named beside it', () => {
    const read = query({
      operation: 'list',
      filters: { ...emptyFilters(), categories: ['clothing'] },
      unknown: ['ankle'],
      ignored: ['ankle'],
    });
    const doubts = doubtsOf('what do I wear on my ankle', read, english);
    expect(doubts).toEqual([{ kind: 'narrowed', words: ['ankle'] }]);
    expect(confidenceOf(doubts)).toBeLessThan(SURE_ENOUGH);
    // With nothing left out, the set is what was asked.
    expect(
      doubtsOf('what clothing do I have', { ...read, unknown: [], ignored: [] }, english),
    ).toEqual([]);
  });

  it('doubts a kind answered without the size or build said of it', () => {
    const read = query({ operation: 'list', phrase: ['appliances'] });
    expect(doubtsOf('the small appliances, the countertop ones', read, english)).toEqual([
      { kind: 'narrowed', words: ['small', 'countertop'] },
    ]);
  });
});
