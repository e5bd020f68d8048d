import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'garden', 'toys', 'music'],
  locations: ['Attic', 'Hallway', 'Garage'],
  brands: ['Bosch', 'Yamaha'],
  words: ['mower', 'piano', 'kettle', 'hedge', 'trimmer'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('phrasing of owners writing English as a second language', () => {
  it('reads a category added to a room ("plus") as both sets', () => {
    const query = parse('the electronics plus whatever is up in the attic, total please');
    expect(query.filters).toMatchObject({
      categories: ['electronics'],
      locations: ['Attic'],
      categoryOrLocation: true,
    });
  });
  it('compares two sets set "against" each other', () => {
    expect(parse('music against garden, which is more').operation).toBe('compare');
  });
  it('asks a detail named last, after the thing ("the piano condition?")', () => {
    expect(parse('the piano condition?')).toMatchObject({ operation: 'field', field: 'condition' });
  });
  it('asks when a thing was added without "did"', () => {
    expect(parse('when we added the mower')).toMatchObject({ operation: 'field', field: 'added' });
  });
  it('reads what to put "in" the policy as what to insure', () => {
    const query = parse('what is worth 2.000 or more, to put in the home policy');
    expect(query).toMatchObject({ operation: 'advice', advice: 'insure' });
    expect(query.filters.valueMin).toEqual({ amount: 2000, inclusive: true });
  });
  it('keeps a value bound said after a comma beside a room', () => {
    const query = parse('bits in the hallway, under 30 quid, what is there');
    expect(query.filters.valueMax).toEqual({ amount: 30, inclusive: false });
  });
  it('understands Spanish words for rooms and things inside the question', () => {
    expect(parse('y en el garaje?').filters.locations).toEqual(['Garage']);
  });
  it('reads "only the attic ones" as the last set narrowed to that room', () => {
    expect(parse('only the attic ones')).toMatchObject({ ofPrevious: true, continuation: true });
  });
  it("asks a thing's colour, or when it was serviced, from its notes", () => {
    expect(parse('what colour is the kettle')).toMatchObject({
      operation: 'field',
      field: 'notes',
      phrase: ['kettle'],
    });
    expect(parse('the piano, when was serviced?')).toMatchObject({ field: 'notes' });
  });
  it('reads "he" and "she" as people, never as a thing to look up', () => {
    expect(parse('when will she bring it back').phrase).toEqual([]);
  });
  it('answers what to sell for a trip, though a trip is none of the inventory', () => {
    expect(parse('need 600 for the train tickets, what could i sell')).toMatchObject({
      operation: 'advice',
      advice: 'sell',
    });
  });
  it('keeps questions about the world out of scope, in either language', () => {
    expect(parse('what time is sunrise tomorrow').operation).toBe('out_of_scope');
    expect(parse('receta de gazpacho please').operation).toBe('out_of_scope');
  });
  it('reads what the owner should give back as what the owner borrowed', () => {
    expect(parse('the thing i should have given back to jo last week').loans).toBe('borrowed');
    expect(parse('what do we have to give back to the neighbours')).toMatchObject({
      operation: 'loans',
      loans: 'borrowed',
    });
  });
  it('lists which things are worth an amount, rather than only totalling them', () => {
    expect(parse('what things are worth 500 or more so i can sort it').operation).toBe('list');
    expect(parse('what things are worth 500 or more in total').operation).toBe('total');
  });
});
