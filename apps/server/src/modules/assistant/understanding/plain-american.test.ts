import { describe, expect, it } from 'vitest';
import type { FactItem } from '../inventory-facts.js';
import { properNamesFirst, whatTheyAre } from '../answering/item-resolver.js';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'jewelry', 'tools', 'books'],
  locations: ['Kitchen', 'Living Room', 'Garage', 'Attic', 'Office'],
  brands: ['Bosch', 'Omega', 'Sony'],
  words: ['kettle', 'drill', 'sofa', 'lamp', 'watch', 'camera', 'bosch', 'omega', 'sony', 'kayak'],
  people: ['Robin Hale'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('questions in plain words about a set', () => {
  it('reads what a loss of a room would cost as its total', () => {
    const query = parse('if the attic caught fire, how much would we lose?');
    expect(query.operation).toBe('total');
    expect(query.filters.locations).toEqual(['Attic']);
    expect(query.phrase).toEqual([]);
  });
  it('reads a part counted in the set as part of it, not the set', () => {
    const query = parse("what's the office worth, chairs and all?");
    expect(query).toMatchObject({ operation: 'total', phrase: [] });
    expect(parse('the total of my furniture, counting both sofas').phrase).toEqual([]);
    // Left out is another matter: it is taken off the set, never dropped as if it were counted.
    expect(parse('how many tools not counting the garden things').excluded).toEqual(['garden']);
  });
  it('reads someone named beside the owner as a person', () => {
    expect(parse('how many books do Jo and I have').phrase).toEqual([]);
  });
  it('reads a garage sale as a sale, not the garage', () => {
    const query = parse('if I put all the books in the garage sale, what would that bring in?');
    expect(query).toMatchObject({ advice: 'sell', sellProceeds: true });
    expect(query.filters.locations).toEqual([]);
    expect(query.filters.categories).toEqual(['books']);
  });
  it('reads the things still to be priced and a used thing on the market', () => {
    expect(parse('before the renewal, what do I still need to put a price on?')).toMatchObject({
      advice: 'missing_value',
    });
    expect(parse('no hurry, but what is the average value of my tools')).toMatchObject({
      operation: 'average',
    });
    expect(parse('what is a used Omega watch going for these days?').operation).toBe(
      'out_of_scope',
    );
  });
  it('reads a rider for named things as their sum insured, each name with its brand', () => {
    const query = parse('if I put the Omega and the camera on a rider, what amount would that be?');
    expect(query).toMatchObject({ advice: 'insure', sumInsured: true });
    expect(query.groups).toEqual([['omega'], ['camera']]);
    expect(query.filters.brands).toEqual([]);
  });
  it('keeps a brand a filter when no names are joined', () => {
    expect(parse('what are my Bosch tools worth').filters.brands).toEqual(['Bosch']);
  });
  it('reads "lamps or lights" as other words for one thing', () => {
    expect(parse('what lamps or lights have I got')).toMatchObject({ alternatives: true });
  });
});

describe('one thing, asked in plain words', () => {
  it('reads notes asked as what was written down, appraised or where it was bought', () => {
    expect(parse('did I write anything down about the kayak?')).toMatchObject({ field: 'notes' });
    expect(parse('when did we get the watch appraised?')).toMatchObject({ field: 'notes' });
    expect(parse('where did we buy the sofa?')).toMatchObject({ field: 'notes' });
    expect(parse('does it come with a case, or is it just the body?')).toMatchObject({
      field: 'notes',
      phrase: [],
      reference: { position: 0 },
    });
  });
  it('reads "what kind of shape" as the condition and "have it listed" as where', () => {
    expect(parse('what kind of shape is the sofa in?')).toMatchObject({ field: 'condition' });
    expect(parse('where do I have the kayak listed?')).toMatchObject({
      field: 'location',
      phrase: ['kayak'],
    });
  });
  it('reads thanks for the help as thanks', () => {
    expect(
      parse('Thanks for the help earlier. Could you list everything in the office over $500?'),
    ).toMatchObject({ operation: 'list' });
  });
});

describe('loans in plain words', () => {
  it('reads "not returned something of mine that was due" as the overdue loans', () => {
    expect(parse('has anyone not returned something of mine that was due?')).toMatchObject({
      operation: 'loans',
      loans: 'overdue',
    });
  });
  it('reads what belongs to other people as what the owner borrowed', () => {
    expect(parse('what do I have right now that belongs to someone else?')).toMatchObject({
      operation: 'loans',
      loans: 'borrowed',
    });
  });
});

describe('follow-ups in plain words', () => {
  it('reads "make it the top five" and "is that more or less than"', () => {
    expect(parse('make it the top five')).toMatchObject({ limit: 5, continuation: true });
    expect(parse('make it the top five').reference).toBeUndefined();
    expect(parse("is that more or less than what's in the attic?")).toMatchObject({
      versusPrevious: true,
    });
  });
});

describe('which items a word names', () => {
  const item = (name: string, brand: string | null = null) =>
    ({ item_name: name, brand }) as unknown as FactItem;
  it('prefers the items a word says what they are over those it only describes', () => {
    const found = whatTheyAre([item('Oak Table'), item('Table Saw')], ['tables']);
    expect(found.map((i) => i.item_name)).toEqual(['Oak Table']);
    const both = whatTheyAre([item('Dining Chair'), item('Dining Table')], ['dining']);
    expect(both).toHaveLength(2);
  });
  it("reads a short name as the owner's own name before a dictionary word", () => {
    const isWord = (word: string) => ['machine', 'espresso', 'book'].includes(word);
    const found = properNamesFirst(
      [item('MacBook Air', 'Apple'), item('Espresso Machine')],
      ['mac'],
      isWord,
    );
    expect(found.map((i) => i.item_name)).toEqual(['MacBook Air']);
  });
});

describe('what a question leaves out of its set', () => {
  it('takes "not counting", "except" and "apart from" off the set, as words to leave out', () => {
    const query = parse('what power tools have I got, not counting the drill?');
    expect(query.excluded).toEqual(['drill']);
    expect(query.phrase).toEqual(['power tools']);
    const total = parse('what is everything in the office worth except the camera');
    expect(total.filters.locations).toEqual(['Office']);
    expect(total.excluded).toEqual(['camera']);
  });
});
