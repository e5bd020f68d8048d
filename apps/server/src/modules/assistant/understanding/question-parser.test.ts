import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'kitchenware', 'tools'],
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

  it('compares the counts of two rooms however far apart the words are', () => {
    const query = parse('are there more things in the office than the garage');
    expect(query).toMatchObject({ operation: 'compare', compare: { by: 'count' } });
    expect(query.compare?.left.filters.locations).toEqual(['Office']);
    expect(query.compare?.right.filters.locations).toEqual(['Garage']);
  });

  it('knows the other names of a room the owner has', () => {
    expect(parse("what's in the front room").filters.locations).toEqual(['Living Room']);
    expect(parse('whats the study worth altogether').filters.locations).toEqual(['Office']);
    expect(parse('whats in the cellar').filters.locations).toEqual([]);
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
    // "Wher" is a spelling of "where" read as such; "ovn" is corrected to the owner's word.
    expect(parse("wher's my dutch ovn")).toMatchObject({
      field: 'location',
      phrase: ['dutch', 'oven'],
      corrections: { ovn: 'oven' },
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

  it('reads the items listed for others to borrow as the public ones, not as a loan', () => {
    for (const question of [
      'what furniture have i got up for friends to borrow',
      'which kitchen things can people borrow',
      'how many drills do i let ppl borrow',
      'what do i have listed for borrowing',
    ]) {
      const query = parse(question);
      expect(query.operation, question).not.toBe('loans');
      expect(query.filters.isPublic, question).toBe(true);
    }
    expect(parse('what am i borrowing from friends')).toMatchObject({ operation: 'loans' });
    const sides = parse('value of what i list for borrowing vs not listed').compare;
    expect(sides?.left.filters.isPublic).toBe(true);
    expect(sides?.right.filters.isPublic).toBe(false);
  });

  it('reads other ways of asking for the oldest entry, a size, and a set beside the last', () => {
    expect(parse('which thing have i owned the longest')).toMatchObject({ order: 'oldest' });
    expect(parse('how tall is the bookcase')).toMatchObject({ operation: 'field', field: 'notes' });
    expect(parse('versus the garage?')).toMatchObject({ versusPrevious: true });
    expect(parse('and which ones are under $50')).toMatchObject({ ofPrevious: true });
  });

  it('reads what should go on an insurance policy as what to insure, from its cutoff', () => {
    const query = parse('what needs to go on the house insurance? anything $800+');
    expect(query).toMatchObject({ operation: 'advice', advice: 'insure', phrase: [] });
    expect(query.filters.valueMin?.amount).toBe(800);
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

  it('drops talk and context around a question instead of searching for it', () => {
    const query = parse('um so basically what is the most valuable thing in the office rn lol');
    expect(query).toMatchObject({ operation: 'rank', order: 'value_desc', phrase: [] });
    expect(query.filters.locations).toEqual(['Office']);
    expect(parse('just wondering, what is currently in the garage')).toMatchObject({
      operation: 'list',
      phrase: [],
    });
    // A thing that is not in the inventory is still searched for, to say it was not found.
    expect(parse('where is the trampoline').phrase).toEqual(['trampoline']);
  });

  it('reads bare amounts in value filters without taking "at least" for a ranking', () => {
    const query = parse('how many things are worth at least 500 each');
    expect(query.operation).toBe('count');
    expect(query.filters.valueMin).toEqual({ amount: 500, inclusive: true });
    expect(parse('which electronics are worth more than 500').operation).toBe('list');
    expect(parse('total of all the stuff worth 100 or less').filters.valueMax).toEqual({
      amount: 100,
      inclusive: true,
    });
  });

  it('takes insurance and selling as the purpose of a figure when a figure is asked', () => {
    expect(parse('for the insurance form just give me the total for the kitchen').operation).toBe(
      'total',
    );
    expect(parse('which valuables are worth putting on the insurance').advice).toBe('insure');
    expect(parse('anything worth insuring if the cutoff is 2000')).toMatchObject({
      advice: 'insure',
      amount: 2000,
    });
    expect(parse('average value of my furniture? deciding whether to sell it').operation).toBe(
      'average',
    );
    expect(parse('what could we sell to get 3000 together')).toMatchObject({
      advice: 'sell',
      amount: 3000,
    });
  });

  it('asks for items held more than once', () => {
    expect(parse('anything I own twice?').advice).toBe('duplicates');
    expect(parse('what do we have more than one of').advice).toBe('duplicates');
  });

  it('reads lending in everyday words and keeps the names of people', () => {
    expect(parse('what does Alex have of mine')).toMatchObject({
      operation: 'loans',
      loans: 'lent',
      people: ['alex'],
    });
    expect(parse('what do we owe Sam')).toMatchObject({ loans: 'borrowed', people: ['sam'] });
    expect(parse('what did I borrow and from whom').operation).toBe('loans');
    expect(parse('when will they return the drill?').field).toBe('due');
  });

  it('narrows the previous set with "of those" and questions that name no set', () => {
    expect(parse('how many of those are in the garage')).toMatchObject({
      operation: 'count',
      ofPrevious: true,
    });
    expect(parse('and the most expensive of those?')).toMatchObject({
      operation: 'rank',
      ofPrevious: true,
      reference: undefined,
    });
    expect(parse('top 2 by value?')).toMatchObject({ ofPrevious: true, limit: 2 });
    expect(parse('what is my most valuable item?').ofPrevious).toBeUndefined();
  });

  it('splits names joined by "and" and reads things by their use', () => {
    expect(parse('what drills and sanders do I have').groups).toEqual([['drills'], ['sanders']]);
    // Two things of one sort said together ask for the sort: "shoes and boots" is footwear.
    expect(parse('what coats and jackets do I have').phrase).toEqual(['outerwear']);
    expect(parse('clogs and sandals and that, what have we got').phrase).toEqual(['footwear']);
    expect(parse('list the stuff we can sit on').phrase).toEqual(['seat']);
    expect(parse('the mac, when does it run out').phrase).toEqual(['mac']);
  });

  it('compares like with like and shares the context of both sides', () => {
    const shared = parse('in the living room, good condition stuff vs excellent condition stuff');
    expect(shared.compare?.right.filters.locations).toEqual(['Living Room']);
    const kinds = parse('tools vs kitchen stuff by value');
    expect(kinds.compare?.right.filters).toMatchObject({
      categories: ['kitchenware'],
      locations: [],
      categoryOrLocation: false,
    });
    expect(parse('garage v office, which is worth more').operation).toBe('compare');
  });

  it('answers requests outside the inventory even when they name an item', () => {
    expect(parse('write an email to Jamie asking for the drill back').operation).toBe(
      'out_of_scope',
    );
    expect(parse('order more espresso cups on amazon').operation).toBe('out_of_scope');
  });
});
