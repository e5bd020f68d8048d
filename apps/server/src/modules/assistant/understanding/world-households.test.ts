import { describe, expect, it } from 'vitest';
import { isOfKind } from './kinds.js';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { isSomeonesRoom } from './room-owners.js';
import { WordNetThesaurus } from './thesaurus.js';

/** Households far from where the assistant was first written: their makers, rooms and things. */
const vocabulary: Vocabulary = {
  categories: ['jewelry', 'electronics', 'art', 'clothing'],
  locations: ["Tunde and Bisi's room", 'the parlour', 'the store-room'],
  brands: ['P. Orr & Sons', 'Kalyan', 'Yamaha'],
  words: ['orr', 'sons', 'kalyan', 'yamaha', 'necklace', 'bangle'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });
const thing = (item_name: string) => ({
  item_name,
  brand: null,
  category: 'art',
  tags: [],
});

describe('makers, rooms and things of households around the world', () => {
  it('reads a maker with initials, said with or without them', () => {
    expect(parse('total of the jewellery from P. Orr & Sons').filters.brands).toEqual([
      'P. Orr & Sons',
    ]);
    expect(parse('what did we buy at orr and sons').filters.brands).toEqual(['P. Orr & Sons']);
  });
  it('reads "which shop" between two makers as the makers compared', () => {
    const query = parse('kalyan or orr and sons, which shop jewels are worth more');
    expect(query.operation).toBe('compare');
    expect(query.compare?.left.filters.brands).toEqual(['Kalyan']);
    expect(query.compare?.right.filters.brands).toEqual(['P. Orr & Sons']);
    expect(query.compare?.right.phrase).toEqual([]);
  });
  it('knows a room named after two people as someone’s room', () => {
    expect(isSomeonesRoom("Tunde and Bisi's room")).toBe(true);
    expect(isSomeonesRoom('the parlour')).toBe(false);
  });
  it('knows the instruments played around the world as instruments', () => {
    for (const name of ['Bina Harmonium', 'Student Sitar', 'Senegalese Kora', 'Pair of Tablas'])
      expect(isOfKind(thing(name), 'instrument'), name).toBe(true);
    expect(isOfKind(thing('Voice Recorder'), 'instrument')).toBe(false);
  });
  it('reads "a friend of mine was asking" as who asks, not a loan', () => {
    const query = parse('A cousin of mine was asking about our Yamaha. What is its value?');
    expect(query.operation).not.toBe('loans');
    expect(parse('which of mine does she still have').operation).toBe('loans');
  });
  it('reads what the owner is doing to a place as no thing in it', () => {
    expect(
      parse('clearing out the parlour on saturday. how many things are in there'),
    ).toMatchObject({ operation: 'count', filters: { locations: ['the parlour'] }, phrase: [] });
  });
  it('reads "the total of the clothing, wrappers included" as the whole set', () => {
    expect(parse("what's the total value of all the clothing, wrappers included?")).toMatchObject({
      operation: 'total',
      filters: { categories: ['clothing'] },
      phrase: [],
    });
  });
  it("reads everyone's things together as the whole set", () => {
    expect(parse("what are all the wrappers worth, Bisi's and mine together?")).toMatchObject({
      operation: 'total',
      phrase: ['wrappers'],
    });
    expect(parse("how many things in Tunde and Bisi's room").filters.locations).toEqual([
      "Tunde and Bisi's room",
    ]);
  });
  it('knows the things that look after health and a desk to work at from home', () => {
    const named = (name: string, kind: string) =>
      isOfKind({ item_name: name, brand: null, category: 'household items', tags: [] }, kind);
    expect(named('Omron Blood Pressure Monitor', 'medical')).toBe(true);
    expect(named('Digital Thermometer', 'medical')).toBe(true);
    expect(named('Medicine Cabinet', 'medical')).toBe(false);
    expect(named('Lenovo ThinkPad T14', 'work from home')).toBe(true);
    expect(named('Logitech Webcam', 'work from home')).toBe(true);
    expect(named('Baby Monitor', 'work from home')).toBe(false);
  });
});
