import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';
import { isOutOfScopeRequest } from './out-of-scope.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'kitchenware', 'tools', 'clothing'],
  locations: ['Kitchen', 'Living Room', 'Garage', 'Shed'],
  brands: ['Bosch', 'Nike'],
  words: ['kettle', 'stool', 'drill', 'summer', 'hat', 'sets', 'bench', 'work'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('parseQuestion, everyday phrasing', () => {
  it('reads a kind said by purpose, and not what the things are used on', () => {
    expect(parse('anything for listening to the radio on?').phrase).toEqual(['audio system']);
    expect(parse('what is there to sit on in the shed').phrase).toEqual(['seat']);
  });
  it('keeps a kind said in two words whole, rather than a category and a stray word', () => {
    const query = parse('value of the power tools please');
    expect(query.phrase).toEqual(['power tools']);
    expect(query.filters.categories).toEqual([]);
  });
  it('keeps kind words that are no thing of their own ("gaming", "electrical")', () => {
    expect(parse('show me the gaming bits').phrase).toEqual(['gaming']);
    expect(parse('whatever is electrical in the kitchen').phrase).toEqual(['electrical']);
  });
  it('ignores examples of a category given after it', () => {
    const query = parse('what do the clothes add up to, hats and shoes and that');
    expect(query).toMatchObject({ operation: 'total', phrase: [] });
    expect(query.filters.categories).toEqual(['clothing']);
  });
  it('asks for photos still to take, whatever the reason given', () => {
    for (const question of [
      'what still needs pics before the claim',
      'stuff that was never photographed',
      'which things have no pictures, the insurer asked',
    ])
      expect(parse(question)).toMatchObject({ operation: 'advice', advice: 'missing_photo' });
  });
  it('reads an amount to raise said without a sign', () => {
    expect(parse('have to find 800 for the vet, what can go')).toMatchObject({
      advice: 'sell',
      amount: 800,
    });
    expect(parse('need to raise roughly 2500, what should I sell')).toMatchObject({
      advice: 'sell',
      amount: 2500,
    });
    expect(parse('saving for a trip, about 1200. what could go to pay for it')).toMatchObject({
      advice: 'sell',
      amount: 1200,
    });
  });
  it('lists when a list is asked for, even of things worth an amount', () => {
    expect(parse('my broker wants a list of everything worth 2000 or more')).toMatchObject({
      operation: 'list',
    });
  });
  it('reads a range of bare amounts', () => {
    expect(parse('things worth 200 to 1k').filters).toMatchObject({
      valueMin: { amount: 200, inclusive: true },
      valueMax: { amount: 1000, inclusive: true },
    });
  });
  it('reads British and casual words for a condition and for lending', () => {
    expect(parse('is the drill in good nick')).toMatchObject({
      operation: 'field',
      field: 'condition',
      phrase: ['drill'],
    });
    expect(parse('what did the neighbours borrow off me')).toMatchObject({
      operation: 'loans',
      loans: 'lent',
    });
  });
  it('counts a room when the room is given and "kept" only says where', () => {
    expect(parse('how many bits are kept in the shed')).toMatchObject({ operation: 'count' });
  });
  it('narrows the previous set with "just the ones"', () => {
    expect(parse('only the ones under 50')).toMatchObject({ operation: 'list', ofPrevious: true });
  });
  it("ignores the owner's words said only in a reason when the question has its own subject", () => {
    const query = parse('im trying to sort the shed before summer sets in, what is in there');
    expect(query.filters.locations).toEqual(['Shed']);
    expect(query.phrase).toEqual([]);
    const reason = parse('what is in the kitchen? trying to work out the move');
    expect(reason.phrase).toEqual([]);
  });
  it('reads "them two" as the last two answers, and a model code as a name', () => {
    expect(parse('add them two up').reference).toEqual({ position: 0, pair: true });
    expect(parse('where is the x100').phrase).toEqual(['x100']);
    expect(parse('where does the hoover live').phrase).toEqual(['hoover']);
  });
  it('asks for a detail, not what to insure, when the detail is for the insurance', () => {
    expect(parse('what is the model number of the kettle, for the insurance')).toMatchObject({
      operation: 'field',
    });
  });
  it('ignores the app and abbreviations as subjects', () => {
    expect(parse('what was the first thing put in the app').phrase).toEqual([]);
    expect(parse('how many things in the garage atm').phrase).toEqual([]);
  });
});

describe('out of scope', () => {
  it('redirects advice on life and buying, not advice on the owner’s things', () => {
    expect(isOutOfScopeRequest('any tips for packing a van')).toBe(true);
    expect(isOutOfScopeRequest('what is a good electric kettle')).toBe(true);
    expect(isOutOfScopeRequest('any tips for selling my stuff')).toBe(false);
    expect(isOutOfScopeRequest('what is a good thing to sell')).toBe(false);
    expect(parse('what chords does this song use').operation).toBe('out_of_scope');
  });
});
