import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';
import { isVehiclePlace, vehicleAliases } from './vehicle-places.js';
import { withPossessorsRooms } from './possessed-rooms.js';

/** A family's talk about its home: whose rooms, the vehicle, rooms ruled out, other tongues. */
const vocabulary: Vocabulary = {
  categories: ['electronics', 'kitchenware', 'tools', 'jewelry', 'clothing'],
  locations: [
    "Mia's room",
    "Theo's room",
    "Nana's flat",
    'the workshop',
    'the garage',
    'the Outback',
    'the kitchen',
    'our bedroom',
  ],
  brands: ['Dewalt', 'Breville', 'Garmin'],
  words: [
    'dewalt',
    'breville',
    'garmin',
    'drill',
    'kettle',
    'toaster',
    'laptop',
    'rtx',
    '3080',
    'tablet',
    'mia',
    'theo',
    'nana',
  ],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-03-10', knowledge });

describe('rooms said by whose they are', () => {
  it("reads a name with 's alone as that person's room once rooms are asked about", () => {
    const query = parse("whose room is worth more, Mia's or Theo's?");
    expect(query.operation).toBe('compare');
    expect(query.compare?.left.filters.locations).toEqual(["Mia's room"]);
    expect(query.compare?.right.filters.locations).toEqual(["Theo's room"]);
  });
  it('leaves a name before its own thing alone', () => {
    expect(withPossessorsRooms("what room is Mia's tablet in", vocabulary.locations)).toBe(
      "what room is Mia's tablet in",
    );
  });
  it('drops the people a room is called after when the owner names it otherwise', () => {
    const query = parse("how much is in Dana and Lee's bedroom");
    expect(query.filters.locations).toEqual(['our bedroom']);
    expect(query.phrase).toEqual([]);
  });
  it("reads a follow-up naming only whose as that person's room", () => {
    expect(withPossessorsRooms("and Theo's?", vocabulary.locations)).toBe("and Theo's room?");
  });
});

describe('the vehicle as a place', () => {
  it('knows a place named for a make or model is a vehicle', () => {
    expect(isVehiclePlace('the Outback')).toBe(true);
    expect(isVehiclePlace('the truck')).toBe(true);
    expect(isVehiclePlace('the garage')).toBe(false);
    expect(vehicleAliases(['the Camry', 'the Ranger'])).toBeUndefined();
  });
  it('reads "the car" and "the van" as the one vehicle, but "for the car" as what it is for', () => {
    expect(parse("what's in the car").filters.locations).toEqual(['the Outback']);
    expect(parse('anything in the van over 100').filters.locations).toEqual(['the Outback']);
    expect(parse('what do we have for the car').filters.locations).toEqual([]);
  });
});

describe('rooms ruled out and model numbers', () => {
  it('leaves out a room named only to be ruled out', () => {
    expect(parse('the garage at home, not the workshop. total?').filters.locations).toEqual([
      'the garage',
    ]);
  });
  it("keeps a number the owner's item names hold as part of the name", () => {
    expect(parse('how much is my 3080 laptop worth').phrase).toEqual(['3080', 'laptop']);
    expect(parse('how much is my laptop worth, about 2000?').phrase).toEqual(['laptop']);
  });
});

describe('Tagalog words in English questions', () => {
  it('passes over the politeness particles and reads the question words', () => {
    const rank = parse('cheapest thing in the kitchen po?');
    expect(rank.operation).toBe('rank');
    expect(rank.filters.locations).toEqual(['the kitchen']);
    const compare = parse('tools or kitchenware, alin ang mas mahal?');
    expect(compare.operation).toBe('compare');
  });
});

describe('what a question is not', () => {
  it('reads prices of the world, specs, event times and currencies as out of scope', () => {
    for (const question of [
      "what's a 2016 camry go for these days",
      'wheel torque spec for a 2020 outback',
      'what time does the parade begin on saturday',
      "what's the best starter deck for beginners",
      'how much is travel insurance for two weeks',
      '200 sgd to php',
    ])
      expect(parse(question).operation, question).toBe('out_of_scope');
  });
  it("reads someone's wish to borrow as the reason, not a loan question", () => {
    const query = parse('my cousin wants to borrow the dewalt drill, what shape is it in');
    expect(query.operation).toBe('field');
    expect(query.field).toBe('condition');
  });
  it('reads "today" opening a polite request as no date', () => {
    const query = parse(
      "Today, if it isn't a bother, I would like to know how many things are in the kitchen.",
    );
    expect(query.filters.addedSince).toBeUndefined();
    expect(query.operation).toBe('count');
  });
  it('drops where the answer comes from, which it always does', () => {
    const query = parse("what should we insure everything for, based on what's in the app?");
    expect(query.advice).toBe('insure');
    expect(query.phrase).toEqual([]);
  });
});

describe('fields and advice in family words', () => {
  it('reads when a thing was put in as the day it was added, and who gave it as its notes', () => {
    expect(parse('the breville kettle, when did we put it in').field).toBe('added');
    expect(parse('who gave it to us again').field).toBe('notes');
  });
  it('reads photos forgotten and a room insured for how much', () => {
    expect(parse('how many things did we forget to take photos of').advice).toBe('missing_photo');
    const insure = parse('insure the workshop for how much');
    expect(insure.advice).toBe('insure');
    expect(insure.sumInsured).toBe(true);
  });
});

describe('conditions, policies, the first things and "then"', () => {
  it('reads "is the X in good shape" as the condition asked of X, not a filter', () => {
    const query = parse('is the breville kettle in good shape or what');
    expect(query.field).toBe('condition');
    expect(query.filters.conditions).toEqual([]);
  });
  it('reads a separate policy as insurance', () => {
    expect(parse('anything over 300 that needs its own policy?').advice).toBe('insure');
  });
  it('reads what was put in first when the owner started as the oldest', () => {
    const query = parse('what did we put in first when we started');
    expect(query.order).toBe('oldest');
    expect(query.unknown).toEqual([]);
  });
  it('reads a question ending on "then" as following on', () => {
    expect(parse('how many under 50 then').continuation).toBe(true);
  });
});

describe('ranges, who it came from, when it went in', () => {
  it('reads "the $300 to $500 range" as both bounds, inclusive', () => {
    const { filters } = parse('anything in the $300 to $500 range?');
    expect(filters.valueMin).toEqual({ amount: 300, inclusive: true });
    expect(filters.valueMax).toEqual({ amount: 500, inclusive: true });
  });
  it("reads who'd we get a thing from as its holder", () => {
    expect(parse("who'd we get the ladder from").field).toBe('holder');
  });
  it('reads when a thing got added or was put in as its added day', () => {
    expect(parse('when did the toaster get added to the list?').field).toBe('added');
    expect(parse('when did we put the Breville in?').field).toBe('added');
  });
  it('keeps a reason after the question out of it', () => {
    const query = parse(
      'what is the kitchen worth now? I want to see how it stacks up against the quote.',
    );
    expect(query.filters.locations).toEqual(['the kitchen']);
    expect(query.phrase).toEqual([]);
  });
});

describe('itemising, different things, news before a two-part question', () => {
  it('reads itemising above a cutoff as what to insure above it', () => {
    const query = parse('which things are worth itemising if the cutoff is 2k?');
    expect(query.advice).toBe('insure');
    expect(query.amount).toBe(2000);
    expect(query.phrase).toEqual([]);
  });
  it('passes over "different" in how many different things', () => {
    expect(parse('how many different kettles do we have').phrase).toEqual(['kettles']);
  });
  it('leaves news out when the question names its things before pointing back at them', () => {
    const query = parse(
      'long day at the workshop, sawdust everywhere btw which drills are on here and what are they worth',
    );
    expect(query.phrase).toEqual(['drills']);
  });
});

describe('itemise', () => {
  it('reads "itemise" as listing, and "worth itemising" as insuring', () => {
    expect(parse('please itemise everything out on loan').operation).toBe('loans');
    expect(parse('anything worth itemising over 1k?').advice).toBe('insure');
  });
});

describe('a grandmother asking through the family, particles, rooms named with "the"', () => {
  const home: Vocabulary = {
    categories: ['electronics', 'jewelry'],
    locations: ["Ah Kong's room", 'the store room', 'the living room', 'the kitchen'],
    brands: ['Philips'],
    words: ['philips', 'kettle', 'radio', 'ah', 'kong', 'huat'],
    people: ['Uncle Ah Huat'],
  };
  const ask = (question: string) =>
    parseQuestion(question, home, { today: '2026-03-10', knowledge });
  it('reads "her room" and "his things" as the room of the person asking through the owner', () => {
    expect(
      ask('ah kong asking how much all the things in his room worth').filters.locations,
    ).toEqual(["Ah Kong's room"]);
    expect(
      ask('Ah Kong wants to know which of his things are over $100').filters.locations,
    ).toEqual(["Ah Kong's room"]);
  });
  it('passes over Singlish particles, never taking "ah" for a person', () => {
    const query = ask('philips kettle worth how much ah');
    expect(query.phrase).toEqual(['kettle']);
    expect(query.people ?? []).toEqual([]);
  });
  it('finds a room whose name begins with "the" said without it', () => {
    expect(ask('store room all the things inside worth how much').filters.locations).toEqual([
      'the store room',
    ]);
    expect(
      ask('living room vs kitchen which one worth more').compare?.left.filters.locations,
    ).toEqual(['the living room']);
  });
});
