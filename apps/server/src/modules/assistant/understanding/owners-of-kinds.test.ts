import { describe, expect, it } from 'vitest';
import { emptyFilters, type ParsedQuery } from './query.js';
import { withoutOwnersOfKinds } from './owners-of-kinds.js';

const query = (phrase: string[]): ParsedQuery => ({
  operation: 'total',
  filters: emptyFilters(),
  phrase,
  unknown: [],
  corrections: {},
});

describe("a person's name before a kind of gear", () => {
  it('says whose the things are, not a word they are named with', () => {
    const read = withoutOwnersOfKinds(
      query(['priya', 'sailing']),
      "what is priya's sailing gear worth",
      new Set(['priya']),
    );
    expect(read.phrase).toEqual(['sailing']);
  });
  it('stays a name word before one thing, or when nothing else is named', () => {
    expect(
      withoutOwnersOfKinds(
        query(['tomasz', 'watch']),
        "where is tomasz's watch",
        new Set(['tomasz']),
      ).phrase,
    ).toEqual(['tomasz', 'watch']);
    expect(
      withoutOwnersOfKinds(query(['tomasz']), "what is tomasz's stuff worth", new Set(['tomasz']))
        .phrase,
    ).toEqual(['tomasz']);
  });
  it('reads each side of a comparison alike', () => {
    const compared = {
      ...query([]),
      operation: 'compare',
      compare: { left: query(['ines', 'ski']), right: query(['golf']), by: 'value' },
    } satisfies ParsedQuery;
    const read = withoutOwnersOfKinds(
      compared,
      "ines's ski kit vs my golf stuff",
      new Set(['ines']),
    );
    expect(read.compare?.left.phrase).toEqual(['ski']);
    expect(read.compare?.right.phrase).toEqual(['golf']);
  });
});
