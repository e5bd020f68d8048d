import { describe, expect, it } from 'vitest';
import { inEverydayWords } from './formal-words.js';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';
import { resolveFollowUp } from './follow-up.js';
import { parsedQuery } from './parsed-query.fixture.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'art', 'collectibles', 'tools', 'kitchenware'],
  locations: ['Loft', 'Conservatory', 'Cellar', 'Study'],
  brands: ['Bosch', 'Nikon'],
  words: ['kettle', 'drill', 'stamp', 'album', 'print', 'sander', 'harp'],
  people: ['Priya Shah'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('the formal register', () => {
  it('reads "in aggregate", "works of art", "collector\'s pieces" and "photograph" as everyday words', () => {
    expect(inEverydayWords('What are the prints worth in aggregate?')).toBe(
      'What are the prints worth total?',
    );
    expect(inEverydayWords('How many works of art hang here?')).toBe('How many art hang here?');
    expect(inEverydayWords("Which collector's pieces are mine?")).toBe(
      'Which collectibles are mine?',
    );
    expect(inEverydayWords('Which lack a photograph?')).toBe('Which lack a photo?');
    expect(inEverydayWords('anything for brewing or serving tea?')).toBe('anything for tea?');
  });

  it('drops what the owner will do with the answer ("and ill pass it on to him")', () => {
    expect(inEverydayWords('what is the art worth, and ill pass it on to him')).toBe(
      'what is the art worth, ',
    );
    expect(inEverydayWords("tell me the total and we'll send that along to my aunt")).toBe(
      'tell me the total ',
    );
  });

  it('totals a set asked "in aggregate" without searching for the word', () => {
    const query = parse('What is the aggregate value of the tools I have recorded in the Cellar?');
    expect(query).toMatchObject({ operation: 'total', phrase: [] });
    expect(query.filters).toMatchObject({ categories: ['tools'], locations: ['Cellar'] });
  });

  it('takes the room a writer corrects to, not the one corrected', () => {
    const query = parse('What is everything in the Loft worth — sorry, I mean the Conservatory?');
    expect(query.filters.locations).toEqual(['Conservatory']);
    const repeated = parse(
      'I am tidying the Study — no, I tell a lie, the Cellar — so list everything down there.',
    );
    expect(repeated.filters.locations).toEqual(['Cellar']);
  });

  it('takes the thing a writer corrects to when they say which one it is not', () => {
    const query = parse(
      'where is the big drill - oops no not the big drill, the cordless one - kept',
    );
    expect(query.phrase).toEqual(['cordless', 'drill']);
    const bare = parse('whats the harp worth - wait, not the harp, the kettle');
    expect(bare.phrase).toEqual(['kettle']);
  });

  it('reads what a set takes in, said before the question, as part of the set', () => {
    for (const question of [
      'all the tools incl sanders, what are they worth',
      'the kitchenware including the kettle, how much does it come to',
    ]) {
      const query = parse(question);
      expect(query, question).toMatchObject({ operation: 'total', phrase: [] });
    }
  });

  it('reads "count the one X is borrowing" as how to count, not a loan', () => {
    for (const question of [
      "How many drills do I own? Count the one Priya's borrowing.",
      'how many drills have we got, counting the ones lent to marco',
      'what are the drills worth, count the one thats on loan too',
    ]) {
      const query = parse(question);
      expect(query.operation, question).not.toBe('loans');
      expect(query.phrase, question).toEqual(['drills']);
    }
  });

  it('drops clauses that only say how to count', () => {
    const query = parse(
      'How many tools are there, wherever they happen to be stored, taking every quantity into account?',
    );
    expect(query).toMatchObject({ operation: 'count', phrase: [] });
    expect(query.filters.categories).toEqual(['tools']);
    const loans = parse(
      'List what is out on loan, with the borrower and the due date in each case.',
    );
    expect(loans).toMatchObject({ operation: 'loans', loans: 'lent', phrase: [] });
  });

  it('adds two sets counted once when told not to count anything twice', () => {
    const query = parse(
      'What do the art and everything in the Study come to, being careful not to count anything twice?',
    );
    expect(query.operation).toBe('total');
    expect(query.filters).toMatchObject({
      categories: ['art'],
      locations: ['Study'],
      categoryOrLocation: true,
    });
  });

  it('counts a period written in words', () => {
    expect(parse('Which things did I add in the last forty days?').filters.addedSince).toBe(
      '2026-10-16',
    );
  });

  it('reads "a fair amount" as many, not the fair condition', () => {
    const query = parse('I have bought a fair amount lately; what is the Study worth?');
    expect(query.filters.conditions).toEqual([]);
  });

  it('asks the notes when the notes are named, whatever else is said', () => {
    expect(parse('Where did the harp come from, according to my notes?')).toMatchObject({
      operation: 'field',
      field: 'notes',
    });
    expect(parse('What notes have I kept on the sander?')).toMatchObject({ field: 'notes' });
    expect(parse('On what date did I add the stamp album?')).toMatchObject({ field: 'added' });
  });

  it('reads a clause of what the owner will do next as no part of the question', () => {
    const query = parse(
      'The valuer wrote back today, late as usual. Before I ring them, what is the Loft worth?',
    );
    expect(query).toMatchObject({ operation: 'total', phrase: [] });
    expect(query.filters.locations).toEqual(['Loft']);
  });

  it('weighs two rooms "between X and Y, which holds the greater value"', () => {
    const query = parse('Between the Loft and the Cellar, which holds the greater value?');
    expect(query.operation).toBe('compare');
  });

  it('answers "by how much?" after a comparison with that comparison', () => {
    const compared = parsedQuery({
      operation: 'compare',
      compare: {
        left: { filters: { ...parsedQuery({}).filters, locations: ['Loft'] }, phrase: [] },
        right: { filters: { ...parsedQuery({}).filters, locations: ['Cellar'] }, phrase: [] },
        by: 'value',
      },
    });
    const asked = parse('by how much');
    const { query } = resolveFollowUp(asked, { query: compared, itemIds: [], focusIds: [] });
    expect(query.operation).toBe('compare');
    expect(query.compare?.right.filters.locations).toEqual(['Cellar']);
  });

  it('reads a name in lower case before "says" as a person, never a thing', () => {
    const query = parse('ok so ravi says the drill is worth nothing now, what do we have it at');
    expect(query.phrase).toEqual(['drill']);
  });

  it('leaves out a list said after "as opposed to"', () => {
    const query = parse('Which tools are powered, as opposed to saws, spanners and chisels?');
    expect(query.excluded).toEqual(['saws', 'spanners', 'chisels']);
  });

  it('reads "that is …" and "with each … counting as one" as no narrowing of the set', () => {
    const query = parse(
      'What is the Nikon gear worth, that is the body together with both lenses?',
    );
    expect(query).toMatchObject({ operation: 'total', phrase: [] });
    expect(query.filters.brands).toEqual(['Nikon']);
    const counted = parse('How many tools are there, with each boxed set counting as one entry?');
    expect(counted).toMatchObject({ operation: 'count', phrase: [] });
  });

  it('reads "decorative pieces" as the decor', () => {
    expect(parse('What are the decorative pieces worth?').filters.categories).toEqual(['decor']);
  });

  it('points "those two" at the two things one answer listed', () => {
    const asked = parse('Which of those two is due back later?');
    const listed = parsedQuery({ operation: 'loans', loans: 'lent' });
    const { query, referredIds } = resolveFollowUp(asked, {
      query: listed,
      itemIds: ['saw', 'ladder'],
      focusIds: ['saw', 'ladder'],
    });
    expect(query).toMatchObject({ operation: 'loans', loanDue: 'last' });
    expect(referredIds).toEqual(['saw', 'ladder']);
  });

  it('reads thanks, seasons, shopping sprees and keeping track as talk around the question', () => {
    const average = parse(
      'thanks so much for your help earlier it was a real help now what is one of my tools worth on average',
    );
    expect(average).toMatchObject({ operation: 'average', phrase: [] });
    expect(average.filters.addedSince).toBeUndefined();
    const coats = parse('what kettles have i got for the summer ahead');
    expect(coats.phrase).toEqual(['kettles']);
    const spree = parse('what did i add in the last month i went a bit wild in the shops');
    expect(spree.operation).not.toBe('out_of_scope');
    expect(spree.phrase).toEqual([]);
    const loans = parse('what have i lent out at the moment i cant keep track of it');
    expect(loans).toMatchObject({ operation: 'loans', phrase: [] });
  });

  it('keeps what is left out, and a season said alone, as the owner said them', () => {
    expect(inEverydayWords('What is the Loft worth without counting the drill?')).toBe(
      'What is the Loft worth without counting the drill?',
    );
    expect(inEverydayWords('What is in the Loft, rather than the Cellar?')).toBe(
      'What is in the Loft, rather than the Cellar?',
    );
    expect(inEverydayWords('anything for the winter?')).toBe('anything for the winter?');
    expect(inEverydayWords('how many are in the records box?')).toBe(
      'how many are in the records box?',
    );
  });

  it('reads "in the house and shed", said last, as the whole home', () => {
    expect(inEverydayWords('How many drills do we keep in the house and shed?')).toBe(
      'How many drills do we keep?',
    );
    expect(inEverydayWords('what lamps are around our home')).toBe('what lamps are');
    expect(inEverydayWords('what is in the house plant pot')).toBe(
      'what is in the house plant pot',
    );
  });
});
