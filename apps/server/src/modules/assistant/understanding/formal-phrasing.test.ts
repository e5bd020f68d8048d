import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';
import { baseForms } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'kitchenware', 'jewelry', 'clothing'],
  locations: ['Kitchen', 'Living Room', 'Bedroom', 'Study'],
  brands: ['B&Q', 'Marks & Spencer', 'Habitat', 'Omega'],
  words: ['lamp', 'kettle', 'watch', 'seamaster', 'sofa', 'camera', 'lens'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('parseQuestion, long and formal phrasing', () => {
  it('reads the question after sentences of news, not the news', () => {
    const query = parse(
      'Good evening. My sister and I argued about rent over dinner and she says I should sort my paperwork. So please tell me, how much is everything in the Study worth?',
    );
    expect(query).toMatchObject({ operation: 'total', phrase: [] });
    expect(query.filters.locations).toEqual(['Study']);
    const turned = parse(
      'Long story short, we may relocate to Leeds in spring and flats there are dear. Before all that, what is the priciest thing in the Bedroom?',
    );
    expect(turned).toMatchObject({ operation: 'rank', order: 'value_desc', phrase: [] });
    expect(turned.filters.locations).toEqual(['Bedroom']);
  });

  it('keeps what follows a question as part of it', () => {
    const query = parse('what should the contents insurance cover? anything $900+');
    expect(query).toMatchObject({ operation: 'advice', advice: 'insure' });
  });

  it('reads a brand written with "&" or "and"', () => {
    for (const question of [
      'total value of whatever I have from Marks & Spencer',
      'what did we buy from marks and spencer',
      'how many things are from B&Q',
    ]) {
      const query = parse(question);
      expect(query.filters.brands, question).toHaveLength(1);
      expect(query.operation, question).not.toBe('loans');
      expect(query.phrase, question).toEqual([]);
    }
  });

  it('reads "what do I have from" a brand as the brand, from a person as a loan', () => {
    expect(parse('what all do I have from Habitat?')).toMatchObject({ operation: 'list' });
    expect(parse('what do I have from Priya?')).toMatchObject({
      operation: 'loans',
      loans: 'borrowed',
    });
  });

  it('lists the items when asked which, after a clause', () => {
    const query = parse('For the landlord, which items worth under $50 are in the Kitchen?');
    expect(query.operation).toBe('list');
  });

  it('takes "included", "all added up" and "recorded" as words about the figure', () => {
    const ends = parse('show things valued from $100 to $300, both ends included');
    expect(ends.operation).toBe('list');
    expect(ends.filters.valueMin).toEqual({ amount: 100, inclusive: true });
    expect(parse('what is the cost of everything kept in the Study, all added up')).toMatchObject({
      operation: 'total',
    });
    expect(parse('How many pieces of jewellery have I recorded?')).toMatchObject({
      operation: 'count',
      phrase: [],
    });
    expect(parse('How many separate entries are there for the Bedroom?')).toMatchObject({
      operation: 'count',
      phrase: [],
    });
  });

  it('reads "or above" and "and over" as including the amount', () => {
    expect(parse('anything valued at $2,000 or above').filters.valueMin).toEqual({
      amount: 2000,
      inclusive: true,
    });
    expect(parse('things worth $300 and over').filters.valueMin?.inclusive).toBe(true);
  });

  it('reads items to be scheduled separately on a policy as the items to insure', () => {
    expect(
      parse('The insurer wants a separate schedule for anything valued at $3,000 or above.'),
    ).toMatchObject({ operation: 'advice', advice: 'insure', amount: 3000 });
    expect(
      parse('for my renters policy which things over $1,500 should I list individually'),
    ).toMatchObject({ operation: 'advice', advice: 'insure' });
  });

  it('reads the notes when the owner says the answer is in them', () => {
    expect(
      parse('Where is the receipt for my Omega watch? I think I noted it down.'),
    ).toMatchObject({ operation: 'field', field: 'notes' });
    expect(parse('which lens comes with the camera')).toMatchObject({ field: 'notes' });
  });

  it('reads common Hindi words for things and amounts', () => {
    expect(parse('total value of all my samaan')).toMatchObject({ operation: 'total', phrase: [] });
  });

  it('sends questions about the world elsewhere', () => {
    for (const question of [
      'Will it rain in Leeds on Saturday?',
      'what was the score in the derby last night',
      'how should my flatmate and I split the electricity bill',
      'what papers do I need to renew my driving licence',
    ])
      expect(parse(question).operation, question).toBe('out_of_scope');
  });

  it('reads "compare that with" as the last answer against another set', () => {
    expect(parse('Compare that with the Kitchen please, which is more?')).toMatchObject({
      versusPrevious: true,
    });
  });

  it('narrows the last set with "out of those, which ones"', () => {
    expect(parse('Out of those, which ones are in the Bedroom?')).toMatchObject({
      operation: 'list',
      ofPrevious: true,
    });
  });
});

describe('parseQuestion, casual phrasing', () => {
  it('reads how much to insure for as the sum insured, not the items to list', () => {
    for (const question of [
      'how much should we insure the contents for',
      "what's the sum insured we should pick at renewal",
      "whats the total we'd need covered if the flat burnt down",
    ])
      expect(parse(question), question).toMatchObject({
        operation: 'advice',
        advice: 'insure',
        sumInsured: true,
      });
    expect(parse('what should I insure').sumInsured).toBeUndefined();
    expect(parse('which things over $500 should we insure').sumInsured).toBeUndefined();
  });

  it('reads what is worn on a part of the body as that kind, not all the clothing', () => {
    expect(parse('what do I have that I wear on my wrist').phrase).toEqual(['wristwear']);
    expect(parse('what do we wear on our feet').phrase).toEqual(['footwear']);
    expect(parse('anything I wear around my neck').phrase).toEqual(['neckwear']);
    expect(parse('what clothes do I wear').filters.categories).toEqual(['clothing']);
  });

  it('reads what selling a set would raise as the proceeds, not what to sell', () => {
    for (const question of [
      'what would we get selling the stuff in poor condition',
      'if we sold everything in fair or poor nick how much would that make',
      'mum wants to flog all the electronics, how much could she get',
    ])
      expect(parse(question), question).toMatchObject({
        operation: 'advice',
        advice: 'sell',
        sellProceeds: true,
      });
    expect(
      parse('if we sold everything in fair or poor nick, how much').filters.conditions,
    ).toEqual(['poor', 'fair']);
    expect(parse('what could I sell').sellProceeds).toBeUndefined();
  });

  it('drops "or the other way round" from a comparison', () => {
    const query = parse('is the tools lot worth more than the electronics or the other way round');
    expect(query.compare?.right).toMatchObject({ phrase: [] });
  });

  it('reads upkeep asked of an item as its notes, not a loan', () => {
    expect(parse('how often does the kettle need descaling')).toMatchObject({
      operation: 'field',
      field: 'notes',
    });
    expect(parse("when's the sofa due for a clean")).toMatchObject({ field: 'notes' });
    expect(parse('when is the kettle due back')).toMatchObject({ field: 'due' });
  });

  it('lists loans asked after talk about who has things', () => {
    const query = parse(
      "so we're trying to work out who's got our things at the moment, what have we lent out",
    );
    expect(query).toMatchObject({ operation: 'loans', loans: 'lent', phrase: [] });
  });

  it("takes a capitalised name with 's as a person", () => {
    expect(parse("what do we have of Priya's").people).toEqual(['priya']);
  });

  it('leaves out someone named as asking through the owner', () => {
    const query = parse('Priya wants to know how many kettles we have');
    expect(query).toMatchObject({ operation: 'count', phrase: ['kettles'] });
    expect(query.people).toBeUndefined();
    const asking = parse("so Priya's asking, how many things are in the Study");
    expect(asking).toMatchObject({ operation: 'count', phrase: [] });
    expect(asking.people).toBeUndefined();
  });
});

describe('parseQuestion, texting phrasing', () => {
  const withPeople = { ...vocabulary, people: ['Priya Nair', 'Tom Okafor'] };
  it('keeps the names of people on loan, typed in lower case, as names', () => {
    const query = parseQuestion("what's priya nair got of ours", withPeople, {
      today: '2026-11-25',
      knowledge,
    });
    expect(query.corrections).toEqual({});
    expect(query.phrase).toEqual(['priya', 'nair']);
  });
  it('reads loans not given back on time as overdue', () => {
    expect(parse('has anyone not given our stuff back on time')).toMatchObject({
      operation: 'loans',
      loans: 'overdue',
    });
  });
  it('drops texting slang instead of searching for it', () => {
    for (const question of ['how much is the kettle worth fr', 'ngl how many lamps do we have tbf'])
      expect(parse(question).corrections, question).toEqual({});
  });
  it('follows up after "ok now", and asks to weigh two sets with "which one\'s bigger"', () => {
    expect(parse('ok now top 5')).toMatchObject({ limit: 5, continuation: true });
    expect(parse("so which one's bigger").versusEarlier).toBe(true);
    expect(parse('which is bigger, the kitchen or the study').versusEarlier).toBeUndefined();
  });
  it('reads "mum\'s doing" as what mum is doing, not her things', () => {
    const query = parse("mum's doing a clear out and wants the things worth under $20");
    expect(query.unknown).toEqual([]);
    expect(query.corrections).toEqual({});
    expect(query.filters.valueMax?.amount).toBe(20);
  });
  it('reads when something was appraised as its notes', () => {
    expect(parse('when was the omega watch last appraised')).toMatchObject({ field: 'notes' });
  });
});

describe("parseQuestion, a learner's phrasing", () => {
  it('reads a question asked with "please help me check"', () => {
    const query = parse('please help me check total value of thing in study');
    expect(query).toMatchObject({ operation: 'total' });
    expect(query.filters.locations).toEqual(['Study']);
  });
  it('reads "not more than" as an upper bound that includes the amount', () => {
    expect(parse('bedroom thing price at least 100 and not more than 400').filters).toMatchObject({
      valueMin: { amount: 100, inclusive: true },
      valueMax: { amount: 400, inclusive: true },
    });
  });
  it('weighs two sets named before "which has more"', () => {
    const query = parse('kitchen and study, which have more thing?');
    expect(query).toMatchObject({ operation: 'compare', compare: { by: 'count' } });
    expect(parse('sofa or lamp, which I have more in number?').operation).toBe('compare');
  });
  it('counts by condition when a figure is asked', () => {
    expect(parse('the thing which condition is fair, how many?')).toMatchObject({
      operation: 'count',
      filters: { conditions: ['fair'] },
    });
  });
  it('takes verbs of keeping after "I" and news of what the owner is doing as no things', () => {
    expect(parse('jewelry in the bedroom, how many piece I record?').phrase).toEqual([]);
    expect(
      parse('sorry, I am doing some cleaning today, how many thing I keep in study?').phrase,
    ).toEqual([]);
    expect(parse('just for my records, list everything in the study').phrase).toEqual([]);
  });
  it('reads "who borrow it", "never upload picture" and "should give back already"', () => {
    expect(parse('the kettle, who borrow it?')).toMatchObject({ field: 'holder' });
    expect(parse('which item I never upload picture?')).toMatchObject({
      advice: 'missing_photo',
    });
    expect(parse('which thing people should give back to me already but still not?')).toMatchObject(
      { operation: 'loans', loans: 'overdue' },
    );
  });
  it('reads the sum to insure for and the number of things to sell in learner grammar', () => {
    expect(parse('for insurance, how much I should insure all my things?').sumInsured).toBe(true);
    expect(parse('what 2 thing I could sell? I need money')).toMatchObject({
      advice: 'sell',
      limit: 2,
    });
    expect(parse('I want sell 3 thing, which you suggest?')).toMatchObject({ advice: 'sell' });
  });
  it('answers "the cheapest thing, what is it" instead of asking what "it" is', () => {
    expect(parse('cheapest thing I have, what is it?').reference).toBeUndefined();
  });
  it('sends how-to and exchange-rate questions elsewhere', () => {
    expect(parse('how to cook braised pork?').operation).toBe('out_of_scope');
    expect(parse('today 1 dollar change how much RMB?').operation).toBe('out_of_scope');
    expect(parse('book or lamp, which is worth more').operation).toBe('compare');
  });
});

describe('parseQuestion, spelt as said', () => {
  it('reads phonetic spellings of question words and "me" for "my"', () => {
    expect(parse('wots the study worth')).toMatchObject({ operation: 'total', phrase: [] });
    expect(parse('wot nick is the kettle in')).toMatchObject({ field: 'condition' });
    expect(parse('rite an email to me boss')).toMatchObject({ operation: 'out_of_scope' });
    expect(parse('how much is me stuff in the kitchen worth').filters.locations).toEqual([
      'Kitchen',
    ]);
  });
  it("splits the owner's words typed as one and joins a room typed as two", () => {
    const joined = parse('how much is the stuff in the livingroom worth');
    expect(joined.filters.locations).toEqual(['Living Room']);
    expect(joined.phrase).toEqual([]);
    expect(parse('wots worth the most in the bed room').filters.locations).toEqual(['Bedroom']);
    expect(parse('wots every thing worth')).toMatchObject({ operation: 'total', phrase: [] });
  });
  it('reads "what did I add last" as the newest entry', () => {
    expect(parse('wot did i add last')).toMatchObject({ operation: 'rank', order: 'newest' });
  });
  it('reads "is that more than" after a total as a comparison with it', () => {
    expect(parse('is that more than the kitchen').versusPrevious).toBe(true);
  });
});

describe('baseForms', () => {
  it('reduces irregular plurals a suffix rule cannot', () => {
    expect(baseForms('feet')).toContain('foot');
    expect(baseForms('knives')).toContain('knife');
    expect(baseForms('shelves')).toContain('shelf');
    expect(baseForms('women')).toContain('woman');
    expect(knowledge.isWord('feet')).toBe(true);
  });
});
