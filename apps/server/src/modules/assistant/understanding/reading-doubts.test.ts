import { describe, expect, it } from 'vitest';
import { parsedQuery } from './parsed-query.fixture.js';
import { emptyFilters } from './query.js';
import { readingDoubts } from './reading-doubts.js';

const query = parsedQuery;

describe('readingDoubts', () => {
  it('doubts a name gathered from words said apart', () => {
    const read = query({ phrase: ['kettle', 'teapot'] });
    expect(readingDoubts('the whole shelf i mean the kettle and the teapot too', read)).toEqual([
      { kind: 'scattered', words: ['kettle teapot'] },
    ]);
  });
  it('takes no doubt from a name said in one piece, or from words the reading added', () => {
    expect(
      readingDoubts('what is the garden hose worth', query({ phrase: ['garden hose'] })),
    ).toEqual([]);
    expect(readingDoubts('what do i sleep on', query({ phrase: ['bed', 'mattress'] }))).toEqual([]);
  });
  it('doubts a reading that left out an amount said', () => {
    expect(
      readingDoubts('the lamps worth over 700 in the hall', query({ phrase: ['lamps'] })),
    ).toEqual([{ kind: 'amount', words: ['$700'] }]);
    const bounded = query({
      filters: { ...emptyFilters(), valueMin: { amount: 700, inclusive: false } },
    });
    expect(readingDoubts('things worth over 700', bounded)).toEqual([]);
  });
  it('doubts a reading that answers neither the "when" nor the comparison asked', () => {
    const described = query({ operation: 'describe', phrase: ['kettle'] });
    expect(readingDoubts('when did i put the kettle in', described)).toEqual([
      { kind: 'asked', words: ['when'] },
    ]);
    expect(
      readingDoubts('when did i put the kettle in', {
        ...described,
        operation: 'field',
        field: 'added',
      }),
    ).toEqual([]);
    expect(
      readingDoubts(
        'how does that compare with the attic',
        query({ filters: { ...emptyFilters(), locations: ['Attic'] } }),
      ),
    ).toEqual([{ kind: 'asked', words: ['compare'] }]);
  });
  it('doubts a detail read where what a thing is worth was asked', () => {
    const brand = query({
      operation: 'field',
      field: 'brand',
      filters: { ...emptyFilters(), brands: ['Bosch'] },
    });
    expect(readingDoubts('what are the bosch ones worth between them', brand)).toEqual([
      { kind: 'asked', words: ['worth'] },
    ]);
  });
});
