import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

/** Bounds, conditions, loans and asides as households type them, far from textbook English. */
const vocabulary: Vocabulary = {
  categories: ['electronics', 'tools', 'jewelry', 'clothing'],
  locations: ['the verandah', 'the workshop', 'the attic', "Nana's room", 'Prayer Corner'],
  brands: ['Makita', 'Hisense'],
  words: ['makita', 'hisense', 'drill', 'fridge', 'ladder', 'tablet'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-03-10', knowledge });

describe('bounds said with "and below" or "pass"', () => {
  it('reads "20k and below", "300 and under" as at most that amount', () => {
    expect(parse('how many things are 20k and below').filters.valueMax).toEqual({
      amount: 20000,
      inclusive: true,
    });
    expect(parse('list the tools 300 and under').filters.valueMax).toEqual({
      amount: 300,
      inclusive: true,
    });
  });
  it('reads "pass 2m" as more than that amount', () => {
    const query = parse('abeg which things for the attic pass 2m');
    expect(query.filters.valueMin).toEqual({ amount: 2000000, inclusive: false });
    expect(query.filters.locations).toEqual(['the attic']);
    expect(query.phrase).toEqual([]);
  });
  it('reads "brand new" as the new condition, never a brand', () => {
    const query = parse('which tools are brand new?');
    expect(query.filters.conditions).toEqual(['new']);
    expect(query.filters.brands).toEqual([]);
  });
});

describe('loans said without the words lent or borrowed', () => {
  it('reads what others hold that belongs to the owner as lent out', () => {
    const query = parse('what do my neighbours have that belongs to me');
    expect(query).toMatchObject({ operation: 'loans', loans: 'lent' });
    expect(query.reference).toBeUndefined();
  });
  it('reads what the owner must return to people as borrowed, whatever the reason after', () => {
    const query = parse('show what I need to return to friends before we emigrate to Perth');
    expect(query).toMatchObject({ operation: 'loans', loans: 'borrowed' });
    expect(query.people).toBeUndefined();
  });
});

describe('what the owner will do with the answer asks nothing', () => {
  it('drops a closing "I will … today" so no date filters the set', () => {
    const query = parse('how many things have no photo yet, I will take them today');
    expect(query.filters.addedSince).toBeUndefined();
    expect(query.advice).toBe('missing_photo');
  });
  it('drops "so I can decide whether to insure it" after a question of worth', () => {
    const query = parse('what is the Hisense fridge worth, so I can decide whether to insure it?');
    expect(query.advice).toBeUndefined();
    expect(query.operation).toBe('total');
  });
});

describe('comparisons and narrowing follow-ups', () => {
  it('splits "compared to" after an opening "I want to know"', () => {
    const query = parse('I want to know the value of the workshop compared to the attic');
    expect(query.operation).toBe('compare');
    expect(query.compare?.left.filters.locations).toEqual(['the workshop']);
    expect(query.compare?.right.filters.locations).toEqual(['the attic']);
  });
  it('reads "A, B and C" as three names, each its own set', () => {
    expect(parse('total for the ladder, the makita drill and the tablet').groups).toEqual([
      ['ladder'],
      ['makita', 'drill'],
      ['tablet'],
    ]);
  });
  it('reads "only the jewellery" as the last set narrowed', () => {
    const query = parse('ok only the jewellery');
    expect(query).toMatchObject({ operation: 'list', ofPrevious: true });
    expect(query.filters.categories).toEqual(['jewelry']);
  });
});

describe('questions about public services and the market', () => {
  it.each([
    'will the power be back tonight in Soweto',
    'when will they bring light for our street',
    'when is WAEC releasing results',
    'what is the best primary school in Kumasi for the twins',
    'how much is rent for a 3 bedroom flat in Westlands',
  ])('puts "%s" out of scope', (question) => {
    expect(parse(question).operation).toBe('out_of_scope');
  });
  it('keeps a lamp called a light an item', () => {
    expect(parse('where is the reading light').operation).toBe('field');
  });
});

describe('rooms, sides and purposes said in passing', () => {
  it('reads "in the prayer" as the Prayer Corner, and "the prayer mat" as a thing', () => {
    expect(parse('how much is everything in the prayer?').filters.locations).toEqual([
      'Prayer Corner',
    ]);
    expect(parse('where is the prayer mat').filters.locations).toEqual([]);
  });
  it('keeps a heading naming two sides before "how do their totals compare"', () => {
    const query = parse('Tools versus jewellery: how do their totals compare?');
    expect(query.operation).toBe('compare');
    expect(query.compare?.left.filters.categories).toEqual(['tools']);
  });
  it('keeps a heading setting two sets against each other before "which is worth more"', () => {
    const query = parse('the tools against the jewellery: which lot is worth more?');
    expect(query.operation).toBe('compare');
    expect(query.compare?.right.filters.categories).toEqual(['jewelry']);
  });
  it('never searches for what the money is to pay for', () => {
    const query = parse('if I sell a few things to pay my violin exam fee (2k) what should go');
    expect(query).toMatchObject({ advice: 'sell', amount: 2000, phrase: [] });
  });
  it('reads "what is its condition" as the last thing\'s condition', () => {
    expect(parse('and what is its condition?')).toMatchObject({
      operation: 'field',
      field: 'condition',
      reference: { position: 0 },
    });
  });
});
