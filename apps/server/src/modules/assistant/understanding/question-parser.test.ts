import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'kitchenware'],
  locations: ['Kitchen', 'Living Room', 'Garage', 'Office'],
  brands: ['Samsung', 'Herman Miller', 'Crate & Barrel'],
  words: ['laptop', 'dutch', 'oven', 'blender', 'drill', 'couch', 'camera', 'circular', 'saw'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('parseQuestion', () => {
  it('composes a category filter with an extreme', () => {
    const query = parse('most valuable piece of electronics');
    expect(query).toMatchObject({ operation: 'rank', order: 'value_desc', phrase: [] });
    expect(query.filters.categories).toEqual(['electronics']);
  });

  it('reads n-th and top-N', () => {
    expect(parse('What is my second most expensive item?')).toMatchObject({
      operation: 'rank',
      rank: 2,
    });
    expect(parse('top 3 most valuable things')).toMatchObject({ operation: 'rank', limit: 3 });
    expect(parse('three cheapest items')).toMatchObject({ order: 'value_asc', limit: 3 });
  });

  it('takes value ranges in their many forms', () => {
    expect(parse('Electronics over $500').filters.valueMin).toEqual({
      amount: 500,
      inclusive: false,
    });
    expect(parse('items under 100 dollars').filters.valueMax).toEqual({
      amount: 100,
      inclusive: false,
    });
    const between = parse('total of things between $200 and $1.5k').filters;
    expect(between.valueMin).toEqual({ amount: 200, inclusive: true });
    expect(between.valueMax).toEqual({ amount: 1500, inclusive: true });
    expect(parse('how many items are at least $1,000').filters.valueMin).toEqual({
      amount: 1000,
      inclusive: true,
    });
  });

  it('asks for one field of a named item', () => {
    expect(parse('What brand is my blender?')).toMatchObject({
      operation: 'field',
      field: 'brand',
      phrase: ['blender'],
    });
    expect(parse('When is my circular saw due back?')).toMatchObject({
      field: 'due',
      phrase: ['circular', 'saw'],
    });
    expect(parse('does my camera come with a lens?')).toMatchObject({
      field: 'notes',
      phrase: ['camera', 'lens'],
    });
    expect(parse('who has my drill')).toMatchObject({ field: 'holder', phrase: ['drill'] });
  });

  it('corrects typos against its words and the user’s', () => {
    const query = parse('hw much is my laptp worth');
    expect(query).toMatchObject({ operation: 'total', phrase: ['laptop'] });
    expect(parse("wher's my dutch ovn")).toMatchObject({
      field: 'location',
      phrase: ['dutch', 'oven'],
      corrections: { wher: 'where', ovn: 'oven' },
    });
    // A real English word is never "corrected" into an item.
    expect(parse('where is my sofa').phrase).toEqual(['sofa']);
  });

  it('reads "kitchen stuff" as the Kitchenware category or the Kitchen', () => {
    const { filters } = parse('kitchen stuff');
    expect(filters).toMatchObject({
      categories: ['kitchenware'],
      locations: ['Kitchen'],
      categoryOrLocation: true,
    });
    expect(parse('what is in the kitchen').filters).toMatchObject({
      categories: [],
      locations: ['Kitchen'],
    });
  });

  it('splits comparisons into two sets', () => {
    const query = parse('Is my furniture worth more than my electronics?');
    expect(query.operation).toBe('compare');
    expect(query.compare?.left.filters.categories).toEqual(['furniture']);
    expect(query.compare?.right.filters.categories).toEqual(['electronics']);
    expect(query.compare?.by).toBe('value');
    expect(parse('do I have more tools or books?').compare?.by).toBe('count');
  });

  it('recognises advice, loans, conditions, flags and dates', () => {
    expect(parse('what should I insure?')).toMatchObject({ operation: 'advice', advice: 'insure' });
    expect(parse('what could I sell to raise $1000?')).toMatchObject({
      advice: 'sell',
      amount: 1000,
    });
    expect(parse('which items have no value')).toMatchObject({ advice: 'missing_value' });
    expect(parse('anything overdue?')).toMatchObject({ operation: 'loans', loans: 'overdue' });
    expect(parse('what am I borrowing')).toMatchObject({ loans: 'borrowed' });
    expect(parse('what is in poor condition').filters.conditions).toEqual(['poor']);
    expect(parse('how many public items').filters.isPublic).toBe(true);
    expect(parse('what did I add this month').filters.addedSince).toBe('2026-11-01');
  });

  it('marks follow-ups and references', () => {
    expect(parse('how much is it worth?').reference).toEqual({ position: 0 });
    expect(parse('where is the second one?').reference).toEqual({ position: 2 });
    expect(parse('and in the garage?')).toMatchObject({ continuation: true });
  });

  it('tells requests outside the inventory apart', () => {
    expect(parse('write me a poem').operation).toBe('out_of_scope');
    expect(parse('what is the weather tomorrow').operation).toBe('out_of_scope');
    expect(parse('hello').operation).toBe('greeting');
    expect(parse('what can you do?').operation).toBe('help');
    expect(parse('what is in this photo?').operation).toBe('image');
  });
});
