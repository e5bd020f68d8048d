import { describe, expect, it } from 'vitest';
import { resolveFollowUp, type TurnContext } from './follow-up.js';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { emptyFilters, type ParsedQuery } from './query.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'tools'],
  locations: ['Kitchen', 'Shed'],
  brands: ['Bosch'],
  words: ['kettle', 'drill', 'radio'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });
const after = (question: string, before: Partial<ParsedQuery>) =>
  resolveFollowUp(parse(question), {
    query: { ...parse('x'), ...before },
    itemIds: ['a', 'b'],
    focusIds: ['a'],
  } satisfies TurnContext);

describe('follow-ups of a word or two', () => {
  it('reads a bare position as the next place in the last ranking', () => {
    const { query } = after('2nd?', { operation: 'rank', order: 'value_desc' });
    expect(query).toMatchObject({ operation: 'rank', order: 'value_desc', rank: 2 });
  });

  it('reads "ok now include the kettle" as the last set with the kettle added', () => {
    for (const said of [
      'ok now include the kettle',
      'add the kettle too',
      'now throw in the kettle',
    ]) {
      const { query } = after(said, { operation: 'total', phrase: ['radio'] });
      expect(query, said).toMatchObject({ operation: 'total', groups: [['radio'], ['kettle']] });
    }
  });

  it('reads a bare detail as that detail of the last thing', () => {
    for (const [said, field] of [
      ['condition?', 'condition'],
      ['where', 'location'],
      ['notes', 'notes'],
    ] as const) {
      const { query, referredIds } = after(said, { operation: 'total', phrase: ['kettle'] });
      expect(query, said).toMatchObject({ operation: 'field', field });
      expect(referredIds, said).toEqual(['a']);
    }
  });

  it('turns the last value bound around for "and under?"', () => {
    const { query } = after('and under?', {
      operation: 'list',
      filters: {
        ...emptyFilters(),
        categories: ['electronics'],
        valueMin: { amount: 500, inclusive: false },
      },
    });
    expect(query.filters).toMatchObject({
      categories: ['electronics'],
      valueMin: undefined,
      valueMax: { amount: 500, inclusive: false },
    });
  });

  it('measures the last comparison the other way for "by count"', () => {
    const sides = {
      left: { filters: { ...emptyFilters(), categories: ['tools'] }, phrase: [] },
      right: { filters: { ...emptyFilters(), categories: ['electronics'] }, phrase: [] },
      by: 'value' as const,
    };
    const { query } = after('by count', { operation: 'compare', compare: sides });
    expect(query).toMatchObject({ operation: 'compare', compare: { ...sides, by: 'count' } });
  });

  it('keeps the last set for "how many things", but not for "how many things do I have"', () => {
    const kitchen = {
      operation: 'total' as const,
      filters: { ...emptyFilters(), locations: ['Kitchen'] },
    };
    expect(after('how many things', kitchen).query).toMatchObject({
      operation: 'count',
      filters: { locations: ['Kitchen'] },
    });
    expect(after('how many things do I have', kitchen).query.filters.locations).toEqual([]);
  });
});
