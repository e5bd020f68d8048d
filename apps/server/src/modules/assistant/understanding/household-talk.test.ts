import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

/** A household's talk: people named around the things, news before the question, slang. */
const vocabulary: Vocabulary = {
  categories: [
    'electronics',
    'kitchenware',
    'tools',
    'jewelry',
    'home textiles',
    'household items',
  ],
  locations: ['Pottery Shed', 'Guest House', 'Kitchen', 'Games Room', 'Loft'],
  brands: ['Makita', 'Kenwood', 'Pandora'],
  words: ['makita', 'kenwood', 'pandora', 'mixer', 'drill', 'kiln', 'rug', 'bracelet', 'wheel'],
  people: ['Priya Shah'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-03-10', knowledge });

describe('people named around the things', () => {
  it('reads a name said as whose things they are as no thing, in a comparison too', () => {
    const query = parse("which is worth more, the tools or Marguerite's rugs?");
    expect(query.operation).toBe('compare');
    expect(query.compare?.right.phrase).toEqual(['rugs']);
  });
  it('reads whoever is asked to have the things as their owner', () => {
    const query = parse('what kitchenware does Bernadette have');
    expect(query.phrase).not.toContain('bernadette');
    expect(query.filters.categories).toEqual(['kitchenware']);
  });
  it("never corrects a lower-case name said as someone's into an item word", () => {
    const query = parse("where is tamsin's drill");
    expect(query.corrections).toEqual({});
    expect(query.phrase).toEqual(['drill']);
  });
});

describe('news before the question and talk after it', () => {
  it('leaves out news joined to the question with a comma', () => {
    expect(
      parse("I'm useless with computers, but which of our things have no photo yet?"),
    ).toMatchObject({
      operation: 'advice',
      advice: 'missing_photo',
      filters: { categories: [] },
    });
    const typed = parse('sorry driving the van lol, hw much is the kenwood worth');
    expect(typed.filters.brands).toEqual(['Kenwood']);
    expect(typed.phrase).toEqual([]);
  });
  it('leaves out a line of news closed by a picture', () => {
    const query = parse(
      'the gas bill is through the roof this week 😬 how many things do we have in the loft',
    );
    expect(query.filters.addedSince).toBeUndefined();
    expect(query.filters.locations).toEqual(['Loft']);
  });
  it('reads "today I want to know" as when the owner asks, not when things were added', () => {
    const query = parse('Thanks again! Today I want to know what is worth over 300.');
    expect(query.filters.addedSince).toBeUndefined();
    expect(query.filters.valueMin?.amount).toBe(300);
  });
  it('leaves out talk closing the question and what someone will do with the answer', () => {
    expect(
      parse('is the loft or the games room worth more, settle it for us').compare,
    ).toBeDefined();
    const said = parse('what was added last, might have been me or dominic tbh');
    expect(said.phrase).toEqual([]);
    expect(said.operation).toBe('rank');
    const photos = parse('which things have no photo, so Ravi can take them on sunday');
    expect(photos.reference).toBeUndefined();
  });
});

describe('sets of the whole home and their shares', () => {
  it('reads the whole household as everything, and the house as no room named "House"', () => {
    expect(parse('what should we insure the whole household for').filters.categories).toEqual([]);
    expect(parse('how much is everything in the house worth').filters.locations).toEqual([]);
    expect(parse("what's in the guest house").filters.locations).toEqual(['Guest House']);
  });
  it('reads a room typed a letter off', () => {
    expect(parse('what is in the potery shed').filters.locations).toEqual(['Pottery Shed']);
    expect(parse('whats in the pottery shd').filters.locations).toEqual(['Pottery Shed']);
  });
  it('reads a percentage of everything as the set beside the whole', () => {
    const query = parse('what percentage of our stuff is in the loft, by value?');
    expect(query).toMatchObject({ operation: 'compare', share: true });
    expect(query.compare?.left.filters.locations).toEqual(['Loft']);
    expect(query.compare?.right.filters.locations).toEqual([]);
    expect(parse('what share of the items are tools').compare?.by).toBe('count');
  });
  it('reads the examples closing a set ("and all", "from the kiln on down") as the whole set', () => {
    expect(parse('what are our tools worth, drills and saws and all?').phrase).toEqual([]);
    expect(parse("what's the value of the tools, from the Makita on down?").filters.brands).toEqual(
      [],
    );
    expect(
      parse('how much is the pottery stuff worth, kiln wheel glazes the lot').phrase,
    ).not.toContain('glazes');
  });
});

describe('loans and details in everyday words', () => {
  it("reads who has the owner's things as every open loan", () => {
    expect(parse("who's got our stuff right now")).toMatchObject({
      operation: 'loans',
      loans: 'lent',
    });
    expect(parse('who has the drill')).toMatchObject({ operation: 'field', field: 'holder' });
  });
  it('reads what the owner has got to give back as what they borrowed', () => {
    expect(parse('what have we got to take back and to who')).toMatchObject({
      operation: 'loans',
      loans: 'borrowed',
    });
  });
  it('reads loans that are not late as those still to come', () => {
    expect(parse("which loans aren't overdue yet")).toMatchObject({
      loans: 'lent',
      loanDue: 'pending',
    });
  });
  it('reads "must" as no thing, and a number on an item as its notes', () => {
    expect(parse('when we must return the drill?').phrase).toEqual(['drill']);
    expect(parse("what's the policy number for the pandora bracelet").field).toBe('notes');
  });
  it('reads selling in slang', () => {
    expect(parse('what could we flog to make 400 quid')).toMatchObject({
      advice: 'sell',
      amount: 400,
    });
  });
  it('reads conditions and facts of the world as out of scope', () => {
    expect(parse("what's the swell like at the point tomorrow").operation).toBe('out_of_scope');
    expect(parse('who was the first mayor of Toronto').operation).toBe('out_of_scope');
    expect(parse('what are eggs going for per dozen at the farmers market').operation).toBe(
      'out_of_scope',
    );
  });
});

describe('amounts, rooms and subjects of a shared account', () => {
  const home: Vocabulary = {
    ...vocabulary,
    locations: [...vocabulary.locations, "Noor's Room", "Sami's Room"],
  };
  const ask = (question: string) =>
    parseQuestion(question, home, { today: '2026-03-10', knowledge });
  it('reads a currency written with letters before an amount, after a money word', () => {
    expect(ask('anything worth more than R12,000?').filters.valueMin?.amount).toBe(12000);
    expect(ask('what is under kr 300').filters.valueMax?.amount).toBe(300);
    expect(ask('need Rs 4500 fast, what could I sell')).toMatchObject({
      advice: 'sell',
      amount: 4500,
    });
    // A model's letters and figure, said without a money word, stay a name.
    expect(ask('where is the R1250 kept').filters.valueMin).toBeUndefined();
  });
  it('reads "my room" as the room of whoever signs the question, and asks when unsigned', () => {
    expect(ask("what's in my room worth? (it's noor)").filters.locations).toEqual(["Noor's Room"]);
    expect(ask('this is sami. how many things in my room').filters.locations).toEqual([
      "Sami's Room",
    ]);
    expect(ask('whats the priciest thing in my room').unknown).toContain('room');
  });
  it('asks when what the things are for names nothing, rather than list everything', () => {
    expect(ask('what gear do we use for rehearsals').unknown).toContain('rehearsals');
    expect(ask('what is everything worth for the insurance').unknown).toEqual([]);
  });
  it('asks about a name no dictionary knows rather than answer for everything', () => {
    expect(ask('how much is the gamecube worth').unknown).toContain('gamecube');
  });
  it('reads Afrikaans small words', () => {
    expect(ask('hoeveel goed is in die loft')).toMatchObject({
      operation: 'count',
      filters: { locations: ['Loft'] },
    });
  });
  it('reads a tip and a currency rate as out of scope', () => {
    expect(ask("what's a 15% tip on $60").operation).toBe('out_of_scope');
    expect(ask('euro to rand rate today?').operation).toBe('out_of_scope');
  });
});

describe('whose borrowed thing a loan question names', () => {
  it("reads the lender's name said with 's as the person the loan is with", () => {
    const query = parse("when do we have to give Priya's ladder back?");
    expect(query.field).toBe('due');
    expect(query.people).toEqual(['priya']);
  });
});

describe('"our room" on an account a family shares', () => {
  const rooms = {
    ...vocabulary,
    locations: [...vocabulary.locations, "Dev and Asha's Room", 'Master Bedroom'],
  };
  const ask = (question: string, locations = rooms.locations) =>
    parseQuestion(question, { ...rooms, locations }, { today: '2026-03-10', knowledge });
  it('reads "our room (mine and Asha\'s)" as the room named after the one said', () => {
    expect(ask("what is everything in our room worth (mine and asha's)").filters.locations).toEqual(
      ["Dev and Asha's Room"],
    );
  });
  it('reads a room named after two people, said in full', () => {
    expect(ask("how many things in dev and asha's room").filters.locations).toEqual([
      "Dev and Asha's Room",
    ]);
  });
  it('reads "our room" as the one room named after two people', () => {
    expect(ask('the 3 priciest things in our room').filters.locations).toEqual([
      "Dev and Asha's Room",
    ]);
  });
  it('asks whose room when nobody says and no one room is a couple’s', () => {
    const two = [...rooms.locations, "Raj and Uma's Room"];
    expect(ask('the 3 priciest things in our room', two).unknown).toContain('room');
    expect(ask('the 3 priciest things in my room').unknown).toContain('room');
  });
  it('reads "our bedroom" as the room when the owner named a room so', () => {
    expect(
      ask('how many things in our bedroom', [...rooms.locations, 'Our Bedroom']).filters.locations,
    ).toEqual(['Our Bedroom']);
  });
});
