import { describe, expect, it } from 'vitest';
import { resolveFollowUp, type TurnContext } from './follow-up.js';
import { emptyFilters, type ParsedQuery } from './query.js';

const query = (overrides: Partial<ParsedQuery>): ParsedQuery => ({
  operation: 'unknown',
  filters: emptyFilters(),
  phrase: [],
  unknown: [],
  corrections: {},
  ...overrides,
});

const listed = (ids: string[]): TurnContext => ({
  query: query({ operation: 'list', phrase: ['fishing'] }),
  itemIds: ids,
  focusIds: ids.slice(0, 1),
});

const dearest = query({ operation: 'rank', order: 'value_desc', ofPrevious: true });

describe('"the dearest one" after a set was listed', () => {
  it('ranks among the things just listed when the answer named them all', () => {
    const { query: next, referredIds } = resolveFollowUp(dearest, listed(['rod', 'reel', 'net']));
    expect(referredIds).toEqual(['rod', 'reel', 'net']);
    expect(next.phrase).toEqual(['fishing']);
  });
  it('finds the set again when the answer named only some of its things', () => {
    const many = Array.from({ length: 10 }, (_, k) => `lure-${k}`);
    expect(resolveFollowUp(dearest, listed(many)).referredIds).toBeUndefined();
  });
  it('finds the set again when the follow-up names things of its own', () => {
    const named = query({ ...dearest, phrase: ['reel'] });
    expect(resolveFollowUp(named, listed(['rod', 'reel'])).referredIds).toBeUndefined();
  });
});
