import { describe, expect, it } from 'vitest';
import { parentsBeyondHead } from '../answering/item-resolver.js';
import { withoutInterjection } from './interjection.js';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'jewelry', 'tools', 'collectibles'],
  locations: ['Kitchen', 'Living Room', 'Garage', 'Study'],
  brands: ['Bosch', 'Dyson', 'Le Creuset'],
  words: ['kettle', 'drill', 'sofa', 'lamp', 'watch', 'casserole', 'dyson', 'bosch'],
  people: ['Robin Hale', 'Priya Das'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('details only the notes hold', () => {
  it('reads how many a thing seats, what is wrong with it and whether it is boxed', () => {
    expect(parse('how many does the sofa sleep?')).toMatchObject({
      operation: 'field',
      field: 'notes',
      phrase: ['sofa'],
    });
    expect(parse("what's wrong with the kettle")).toMatchObject({
      field: 'notes',
      phrase: ['kettle'],
    });
    expect(parse('is it still in its box?')).toMatchObject({
      field: 'notes',
      reference: { position: 0 },
    });
  });
  it('asks the thing, not what came with it ("the box and papers for the watch")', () => {
    expect(parse('where did I say the receipt and manual for the watch were?')).toMatchObject({
      field: 'notes',
      phrase: ['watch'],
    });
  });
});

describe('loans by their return dates', () => {
  it('reads which lent thing is due back first or last, and which are not due yet', () => {
    expect(parse('of the things I lent out, which comes back last?')).toMatchObject({
      operation: 'loans',
      loans: 'lent',
      loanDue: 'last',
    });
    expect(parse("which of my lent things aren't due back yet")).toMatchObject({
      loanDue: 'pending',
    });
  });
  it('reads what the owner must take back first as borrowed, from the person named', () => {
    expect(parse("which of Priya's things must I give back first")).toMatchObject({
      operation: 'loans',
      loans: 'borrowed',
      loanDue: 'first',
      people: ['priya'],
    });
  });
  it('reads "has the time run out" as overdue', () => {
    expect(parse('has the time run out on any of them')).toMatchObject({ loans: 'overdue' });
  });
});

describe('talk around the question', () => {
  it('drops a stray word set off by a comma at the start, never a thing', () => {
    expect(withoutInterjection('ach, where is the drill', new Set(['drill']), () => false)).toBe(
      'where is the drill',
    );
    expect(withoutInterjection('drill, where is it', new Set(['drill']))).toBe(
      'drill, where is it',
    );
    expect(withoutInterjection('hoover, where is it', new Set(), () => false)).toBe(
      'hoover, where is it',
    );
  });
  it('drops a sentence that tells what someone calls a thing, and thinking aloud after', () => {
    const query = parse(
      "What are my electronics worth? That's what my grandson calls all the gadgets.",
    );
    expect(query).toMatchObject({ operation: 'total', phrase: [] });
    expect(
      parse('When did I add the lamp? I think it was in the spring but I may be wrong.'),
    ).toMatchObject({ field: 'added', phrase: ['lamp'] });
  });
  it('reads someone named who rang as news, not a thing', () => {
    expect(
      parse('Hello. Margot rang this morning, and what is my watch down as worth?').phrase,
    ).toEqual(['watch']);
  });
  it('reads "this app" as the inventory and "when did I put it on here" as when added', () => {
    expect(parse('when did I put the lamp on here?')).toMatchObject({ field: 'added' });
    expect(parse('what sort of thing have I got the lamp down as?')).toMatchObject({
      field: 'category',
    });
  });
  it('sends what is on the television out of scope', () => {
    expect(parse('what time is the quiz show on tonight?').operation).toBe('out_of_scope');
  });
  it('reads "and the brand?" and "is it in good nick?" as details of the last thing', () => {
    expect(parse('ok and the brand?')).toMatchObject({
      field: 'brand',
      reference: { position: 0 },
    });
    expect(parse('is it in good nick?')).toMatchObject({
      field: 'condition',
      reference: { position: 0 },
    });
  });
});

describe('a narrower kind than the owner has', () => {
  it('never lets the general last part of a compound stand for it', () => {
    expect(parentsBeyondHead('chainsaw', ['power saw', 'saw'])).toEqual(['power saw']);
    expect(parentsBeyondHead('armchair', ['chair'])).toEqual([]);
    expect(parentsBeyondHead('fridge', ['refrigerator'])).toEqual(['refrigerator']);
  });
});
