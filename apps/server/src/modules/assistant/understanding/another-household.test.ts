import { describe, expect, it } from 'vitest';
import type { FactItem } from '../inventory-facts.js';
import { byInitials } from '../answering/short-names.js';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';
import { stemsOf } from './tokens.js';

/** A household whose rooms, names and words nobody on the team chose. */
const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'clothing', 'tools', 'household items'],
  locations: ["Noah's Room", "Twins' Room", 'Main Bedroom', 'Kitchen', 'Garden Shed', 'Hallway'],
  brands: ['Ryobi', 'Fender', 'Sony'],
  words: ['hockey', 'stick', 'helmet', 'cello', 'fender', 'telecaster', 'ryobi', 'mower', 'noah'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('rooms named the way a family names them', () => {
  it('reads rooms with a possessive, however it is typed', () => {
    expect(parse("what's in noah's room worth").filters.locations).toEqual(["Noah's Room"]);
    expect(parse("how many things in the twins' room").filters.locations).toEqual(["Twins' Room"]);
  });
  it('reads "our bedroom" as the one bedroom, "the shed" as the garden shed', () => {
    expect(parse('most valuable thing in our bedroom').filters.locations).toEqual(['Main Bedroom']);
    expect(parse('how much is in the shed').filters.locations).toEqual(['Garden Shed']);
  });
  it('reads "for the kitchen" as the room', () => {
    const query = parse('how many things have I put on for the kitchen');
    expect(query.filters.locations).toEqual(['Kitchen']);
    expect(query.filters.categoryOrLocation).toBeFalsy();
  });
});

describe("the family's own words", () => {
  it('keeps a word with an ending as that word, never a typo ("logged")', () => {
    expect(stemsOf('logged')).toContain('log');
    expect(stemsOf('tidied')).toContain('tidy');
    expect(parse('how many things have I logged so far').operation).toBe('count');
  });
  it('asks about a topic the family names its things with, and out of scope what is not', () => {
    expect(parse('what hockey stuff have we got').operation).not.toBe('out_of_scope');
    expect(parse('what time do the Leafs kick off on Saturday?').operation).toBe('out_of_scope');
  });
  it('reads "remind me what I wrote" as a question, not a reminder', () => {
    expect(parse('remind me what I wrote about the cello')).toMatchObject({ field: 'notes' });
    expect(parse('remind me to buy milk').operation).toBe('out_of_scope');
  });
  it('reads the people of the household as people ("what have the kids got")', () => {
    expect(parse('what have the kids got to play video games on?').phrase).toEqual(['video games']);
  });
  it('reads what a thing is for, not what it is used on ("for cleaning the floors")', () => {
    expect(parse('what have we got for cleaning the floors?').phrase).toEqual(['cleaning']);
  });
  it('reads talk beside the question as talk', () => {
    expect(
      parse("Sorry, quick one while the oven's on - how much is everything in the hallway worth?"),
    ).toMatchObject({ operation: 'total', phrase: [] });
    expect(
      parse('Which is the dearest thing in the hallway? Just thinking after that break-in.'),
    ).toMatchObject({ operation: 'rank', phrase: [] });
  });
});

describe('insurance and loans in a family’s words', () => {
  it('reads contents cover for the whole house as the sum insured of everything', () => {
    expect(parse('how much contents cover do we need for the whole house?')).toMatchObject({
      advice: 'insure',
      sumInsured: true,
      phrase: [],
    });
  });
  it('reads "to insure X, how much" as the sum to insure that set for', () => {
    expect(parse('to insure hallway things how much amount we should take')).toMatchObject({
      advice: 'insure',
      sumInsured: true,
      filters: { locations: ['Hallway'] },
    });
    expect(parse('to cover the tools, how much do we need')).toMatchObject({ sumInsured: true });
  });
  it("reads someone else's things that should have gone back as a loan question", () => {
    expect(
      parse("have we got anything of someone else's that should've gone back already?"),
    ).toMatchObject({ operation: 'loans', loans: 'borrowed' });
  });
});

describe('short names made of initials', () => {
  it('keeps three letters without a vowel as initials, never a word a letter away', () => {
    const withMop = { ...vocabulary, words: [...vocabulary.words, 'mop'] };
    const query = parseQuestion('when did i add the mbp', withMop, {
      today: '2026-11-25',
      knowledge,
    });
    expect(query.phrase).not.toContain('mop');
    expect(query.corrections).toEqual({});
  });
  const item = (name: string, brand: string | null = null) =>
    ({ item_name: name, brand }) as unknown as FactItem;
  it('reads "ps5" as a PlayStation 5 and "mbp" as a MacBook Pro', () => {
    const items = [item('PlayStation 5', 'Sony'), item('MacBook Pro 14', 'Apple'), item('Pot')];
    expect(byInitials(items, 'ps5').map((i) => i.item_name)).toEqual(['PlayStation 5']);
    expect(byInitials(items, 'mbp').map((i) => i.item_name)).toEqual(['MacBook Pro 14']);
    expect(byInitials(items, 'pt')).toEqual([]);
  });
});

describe('kinds a family asks for', () => {
  it('reads things handed down by their notes or the grandparent they are named after', () => {
    const withFamily = { ...vocabulary, words: [...vocabulary.words, 'family', 'tent'] };
    const query = parseQuestion('which things did we inherit from family', withFamily, {
      today: '2026-11-25',
      knowledge,
    });
    expect(query.phrase).toEqual(['inherit']);
  });
  it('reads "more than the kitchen" as the room, "the kitchen stuff" as either', () => {
    const kitchen: Vocabulary = { ...vocabulary, categories: ['kitchenware'] };
    const room = parseQuestion('is the hallway worth more than the kitchen', kitchen, {
      today: '2026-11-25',
      knowledge,
    });
    expect(room.compare?.right.filters.locations).toEqual(['Kitchen']);
    expect(room.compare?.right.filters.categories).toEqual([]);
  });
});
