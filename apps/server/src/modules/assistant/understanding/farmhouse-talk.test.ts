import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

/** A family's own ways of asking: clipped names, when things went on the list, the parlour. */
const vocabulary: Vocabulary = {
  categories: ['electronics', 'tools', 'jewelry', 'furniture', 'kitchenware'],
  locations: [
    'the yard',
    'the parlour',
    "Ava's room",
    "Sam's room",
    'the porch',
    'the kitchen',
    'the back kitchen',
  ],
  brands: ['Honda', 'Stihl'],
  words: ['honda', 'stihl', 'generator', 'chainsaw', 'brooch', 'dresser', 'radio', 'kettle'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-03-10', knowledge });

describe('when things went on the list', () => {
  it('reads "the first thing put into the inventory at the start" as the first added', () => {
    const query = parse('what was the very first thing that was put into this app at the start');
    expect(query.order).toBe('oldest');
    expect(query.phrase).toEqual([]);
  });
  it('reads "what did we add in the beginning" and "add first" as the first added', () => {
    expect(parse('what did we add in the beginning').order).toBe('oldest');
    expect(parse('what did we add first').order).toBe('oldest');
  });
  it('reads "when was the brooch put on the list" as the date it was added', () => {
    const query = parse('when was the brooch put on the list, what date was that');
    expect(query.operation).toBe('field');
    expect(query.field).toBe('added');
  });
});

describe('places and the owner', () => {
  it('reads "where did we put down the kettle" as where it is, not the notes', () => {
    const query = parse('where did we put down the kettle');
    expect(query.field).toBe('location');
    expect(query.phrase).toEqual(['kettle']);
  });
  it('insures the contents of a room for what they are worth together', () => {
    const query = parse('What should the contents of the parlour be insured for?');
    expect(query.advice).toBe('insure');
    expect(query.sumInsured).toBe(true);
    expect(query.filters.locations).toEqual(['the parlour']);
  });
  it('takes "my room" set beside the only other named room as the one left', () => {
    const query = parse("which has more things in it, my room or sam's room");
    expect(query.operation).toBe('compare');
    const rooms = [query.compare?.left, query.compare?.right].map(
      (side) => side?.filters.locations,
    );
    expect(rooms).toEqual([["Ava's room"], ["Sam's room"]]);
  });
  it('never sets "my room" against a room said again as the same one', () => {
    const query = parse("what would the things in my own room come to, thats ava's room i mean");
    expect(query.filters.locations).toEqual(["Ava's room"]);
  });
  it('reads a signature after a comma as whose room, never as a thing', () => {
    const query = parse('how much is the stuff in my room worth, this is sam');
    expect(query.filters.locations).toEqual(["Sam's room"]);
    expect(query.phrase).toEqual([]);
  });
});

describe('rooms of one sort', () => {
  it('reads "kitchen appliances" as of any kitchen, "the kitchen" as that room alone', () => {
    const appliances = parse('how many kitchen appliances have we');
    expect(appliances.filters.categoryOrLocation).toBe(true);
    expect(appliances.filters.locations).toEqual(['the kitchen', 'the back kitchen']);
    expect(parse("what's in the kitchen").filters.locations).toEqual(['the kitchen']);
  });
});

describe('a question in a family chat', () => {
  it('reads "the whole kitchen" as the room', () => {
    const query = parse('whole kitchen add up how much');
    expect(query.filters.locations).toEqual(['the kitchen']);
    expect(query.filters.categoryOrLocation).toBeUndefined();
  });
  it('reads a question closed by "could you help?" as the question', () => {
    const query = parse(
      'Sorry to bother you, the form wants the total value of everything in the parlour. Could you help?',
    );
    expect(query.operation).toBe('total');
    expect(query.filters.locations).toEqual(['the parlour']);
    expect(parse('could you help?').operation).toBe('help');
  });
  it('reads "the most ex" as the most expensive', () => {
    const query = parse('top 3 most ex things we have');
    expect(query.order).toBe('value_desc');
    expect(query.limit).toBe(3);
  });
  it('leaves messages to write, draw results and feast days to the world', () => {
    for (const question of [
      'could you help me write a short thank-you message to my sister for the loan of her drill?',
      'whats the lotto result today',
      'which day does Easter fall on this year',
    ])
      expect(parse(question).operation).toBe('out_of_scope');
  });
});

describe('clipped names and the world outside', () => {
  it('reads a clipped name as the thing, never as a spelling slip', () => {
    const query = parse('wheres the genny');
    expect(query.phrase).toEqual(['generator']);
    expect(query.corrections).toEqual({});
  });
  it('leaves the times of events on a day and prices at a mart to the world', () => {
    expect(parse('what time is mass on in the village on sunday morning').operation).toBe(
      'out_of_scope',
    );
    expect(parse('whats the price of calves at Bandon mart this week').operation).toBe(
      'out_of_scope',
    );
    expect(parse('when is the radio due back').operation).not.toBe('out_of_scope');
  });
});
