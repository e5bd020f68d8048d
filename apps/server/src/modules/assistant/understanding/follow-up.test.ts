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

const previous = (overrides: Partial<ParsedQuery>, ids = ['a', 'b', 'c']): TurnContext => ({
  query: query(overrides),
  itemIds: ids,
  focusIds: ids.slice(0, 1),
});

describe('resolveFollowUp', () => {
  it('points "it" at the previous focus and "the second one" at the second listed item', () => {
    const it1 = resolveFollowUp(
      query({ operation: 'total', reference: { position: 0 } }),
      previous({ operation: 'field', field: 'location', phrase: ['drill'] }, ['drill']),
    );
    expect(it1.referredIds).toEqual(['drill']);
    const second = resolveFollowUp(
      query({ operation: 'field', field: 'location', reference: { position: 2 } }),
      previous({ operation: 'rank', limit: 3 }),
    );
    expect(second.referredIds).toEqual(['b']);
  });

  it('drops the maker that named the last thing when the follow-up names another', () => {
    const { query: next } = resolveFollowUp(
      query({ continuation: true, phrase: ['strat'] }),
      previous({ operation: 'total', filters: { ...emptyFilters(), brands: ['Yamaha'] } }),
    );
    expect(next).toMatchObject({ operation: 'total', phrase: ['strat'] });
    expect(next.filters.brands).toEqual([]);
  });

  it('adds the thing named to the last set for "ok now include the poles"', () => {
    const { query: next } = resolveFollowUp(
      query({ continuation: true, addsToPrevious: true, phrase: ['poles'] }),
      previous({ operation: 'total', phrase: ['skis'], excluded: ['poles'] }),
    );
    expect(next).toMatchObject({ operation: 'total', groups: [['skis'], ['poles']] });
    expect(next.excluded).toBeUndefined();
  });

  it('keeps the operation and swaps the room for "and in the garage?"', () => {
    const { query: next } = resolveFollowUp(
      query({ continuation: true, filters: { ...emptyFilters(), locations: ['Garage'] } }),
      previous({
        operation: 'count',
        phrase: ['chair'],
        filters: { ...emptyFilters(), locations: ['Kitchen'] },
      }),
    );
    expect(next).toMatchObject({ operation: 'count', phrase: ['chair'] });
    expect(next.filters.locations).toEqual(['Garage']);
  });

  it('keeps the filters for "and the second most expensive?"', () => {
    const { query: next } = resolveFollowUp(
      query({ operation: 'rank', order: 'value_desc', rank: 2, continuation: true }),
      previous({
        operation: 'rank',
        order: 'value_desc',
        filters: { ...emptyFilters(), categories: ['electronics'] },
      }),
    );
    expect(next).toMatchObject({ operation: 'rank', rank: 2 });
    expect(next.filters.categories).toEqual(['electronics']);
  });

  it('leaves a new question alone', () => {
    const fresh = query({ operation: 'count' });
    expect(resolveFollowUp(fresh, previous({ operation: 'total' })).query).toBe(fresh);
  });

  it('narrows the previous set with "of those", keeping its filters and adding the new ones', () => {
    const filters = { ...emptyFilters(), locations: ['Garage'] };
    const { query: narrowed, referredIds } = resolveFollowUp(
      query({ operation: 'count', filters, ofPrevious: true, continuation: true }),
      previous({ operation: 'count', filters: { ...emptyFilters(), categories: ['tools'] } }),
    );
    expect(referredIds).toBeUndefined();
    expect(narrowed.operation).toBe('count');
    expect(narrowed.filters).toMatchObject({ categories: ['tools'], locations: ['Garage'] });
  });

  it('points "both of them" at the items of the last two answers', () => {
    const both = resolveFollowUp(
      query({ operation: 'total', reference: { position: 0, pair: true } }),
      {
        ...previous({ operation: 'field', field: 'value', phrase: ['kettle'] }, ['kettle']),
        earlierFocusIds: ['toaster'],
      },
    );
    expect(both.referredIds).toEqual(['toaster', 'kettle']);
  });

  it('narrows what was lent out with "which of them"', () => {
    const lent = resolveFollowUp(
      query({ operation: 'rank', order: 'value_desc', ofPrevious: true }),
      previous({ operation: 'loans', loans: 'lent' }),
    );
    expect(lent.query.filters.lent).toBe(true);
  });

  it('asks what "them two" are when no answer before pointed at anything', () => {
    const lost = resolveFollowUp(
      query({ operation: 'total', reference: { position: 0, pair: true } }),
      { ...previous({ operation: 'total' }), focusIds: [] },
    );
    expect(lost.query.operation).toBe('unknown');
    expect(lost.referredIds).toBeUndefined();
  });
});

describe('a set set beside the previous one ("vs the garage?")', () => {
  const garage = { ...emptyFilters(), locations: ['Garage'] };
  const kitchen = { ...emptyFilters(), locations: ['Kitchen'] };

  it('compares the previous set with the one named, by the previous measure', () => {
    const { query: next } = resolveFollowUp(
      query({ versusPrevious: true, filters: garage }),
      previous({ operation: 'count', filters: kitchen }),
    );
    expect(next.operation).toBe('compare');
    expect(next.compare).toMatchObject({ left: { filters: kitchen }, right: { filters: garage } });
    expect(next.compare?.by).toBe('count');
  });

  it('asks back when there is no set before it', () => {
    const { query: next } = resolveFollowUp(
      query({ versusPrevious: true, filters: garage }),
      undefined,
    );
    expect(next.operation).toBe('unknown');
    expect(next.filters.locations).toEqual([]);
  });

  it('reads "the third one" after a ranking as third in that order', () => {
    // "The second most valuable … after it come b and c", then "and the third one?".
    const { query: next, referredIds } = resolveFollowUp(
      query({ reference: { position: 3 }, continuation: true }),
      previous({ operation: 'rank', order: 'value_desc', rank: 2 }, ['a', 'b', 'c']),
    );
    expect(referredIds).toBeUndefined();
    expect(next).toMatchObject({ operation: 'rank', order: 'value_desc', rank: 3 });
    // A detail of it is asked of the item holding that rank.
    const where = resolveFollowUp(
      query({ operation: 'field', field: 'location', reference: { position: 3 } }),
      previous({ operation: 'rank', order: 'value_desc', rank: 2 }, ['a', 'b', 'c']),
    );
    expect(where.referredIds).toEqual(['b']);
  });

  it('keeps the previous value filter when "out of those" names a room', () => {
    const { query: next } = resolveFollowUp(
      query({
        operation: 'list',
        ofPrevious: true,
        continuation: true,
        filters: { ...emptyFilters(), locations: ['Bedroom'] },
      }),
      previous({
        operation: 'list',
        filters: { ...emptyFilters(), valueMin: { amount: 1000, inclusive: false } },
      }),
    );
    expect(next.filters).toMatchObject({
      locations: ['Bedroom'],
      valueMin: { amount: 1000, inclusive: false },
    });
  });

  it('weighs the sets of the last two answers for "which one\'s bigger"', () => {
    const electronics = query({
      operation: 'total',
      filters: { ...emptyFilters(), categories: ['electronics'] },
    });
    const furniture = query({
      operation: 'total',
      filters: { ...emptyFilters(), categories: ['furniture'] },
    });
    const { query: next } = resolveFollowUp(query({ versusEarlier: true }), {
      ...previous({}),
      query: furniture,
      earlierQuery: electronics,
    });
    expect(next.operation).toBe('compare');
    expect(next.compare?.left.filters.categories).toEqual(['electronics']);
    expect(next.compare?.right.filters.categories).toEqual(['furniture']);
    expect(next.compare?.by).toBe('value');
    // With one answer before, there is nothing to weigh it against.
    const alone = resolveFollowUp(query({ versusEarlier: true }), {
      ...previous({}),
      query: furniture,
    });
    expect(alone.query.operation).not.toBe('compare');
  });

  it('asks about the person named in "and jamie?", not the one before', () => {
    const { query: next } = resolveFollowUp(
      query({ continuation: true, phrase: ['jamie'], people: ['jamie'] }),
      previous({ operation: 'loans', loans: 'lent', phrase: ['alex'], people: ['alex'] }),
    );
    expect(next).toMatchObject({ operation: 'loans', phrase: ['jamie'], people: ['jamie'] });
  });

  it('narrows the things lacking a photo or a value with "which of those are in the kitchen"', () => {
    const { query: next } = resolveFollowUp(
      query({ ofPrevious: true, filters: { ...emptyFilters(), locations: ['Kitchen'] } }),
      previous({ operation: 'advice', advice: 'missing_photo' }),
    );
    expect(next).toMatchObject({ operation: 'list' });
    expect(next.filters).toMatchObject({ locations: ['Kitchen'], photographed: false });
  });

  it('keeps the set of a list when "add it up" points at it, for a later comparison', () => {
    const { query: next, referredIds } = resolveFollowUp(
      query({ operation: 'total', reference: { position: 0 } }),
      previous({ operation: 'list', filters: { ...emptyFilters(), locations: ['Garage'] } }),
    );
    expect(referredIds).toBeUndefined();
    expect(next.filters.locations).toEqual(['Garage']);
  });
});

describe('a follow-up naming another thing after a field', () => {
  it('asks the same field of the thing named now, by its words or its brand', () => {
    const byWords = resolveFollowUp(
      query({ operation: 'list', continuation: true, phrase: ['lantern'] }),
      previous({ operation: 'field', field: 'location', phrase: ['tent'] }),
    );
    expect(byWords.query.operation).toBe('field');
    expect(byWords.query.field).toBe('location');
    expect(byWords.query.phrase).toEqual(['lantern']);
    const byBrand = resolveFollowUp(
      query({ continuation: true, filters: { ...emptyFilters(), brands: ['Coleman'] } }),
      previous({ operation: 'field', field: 'condition', phrase: ['tent'] }),
    );
    expect(byBrand.query.operation).toBe('field');
    expect(byBrand.query.field).toBe('condition');
  });
  it('still lists a room named after a field', () => {
    const next = resolveFollowUp(
      query({ continuation: true, filters: { ...emptyFilters(), locations: ['Loft'] } }),
      previous({ operation: 'field', field: 'location', phrase: ['tent'] }),
    );
    expect(next.query.operation).toBe('list');
  });
});
