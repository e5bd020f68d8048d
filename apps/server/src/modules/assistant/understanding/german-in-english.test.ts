import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

/** A German-speaking household: its rooms are German words, its questions mix both languages. */
const vocabulary: Vocabulary = {
  categories: ['electronics', 'tools', 'jewelry', 'household items', 'furniture'],
  locations: ['Speisekammer', 'Gästewohnung', 'Arbeitszimmer Lena', 'Arbeitszimmer Timo', 'Garage'],
  brands: ['Fischer', 'Würth'],
  words: ['drill', 'ladder', 'ring', 'sofa', 'kettle', 'speisekammer', 'gastewohnung', 'werkzeug'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-30', knowledge });

describe('German words inside English questions', () => {
  it('reads German words for sets and totals as their English', () => {
    expect(parse('was ist das Werkzeug zusammen wert?').filters.categories).toEqual(['tools']);
    expect(parse('wieviel ist der Schmuck wert')).toMatchObject({
      operation: 'total',
      filters: { categories: ['jewelry'] },
    });
  });
  it('reads the whole Haushalt as everything, never the household-items category', () => {
    const query = parse('how much is the whole Haushalt worth, bitte');
    expect(query.operation).toBe('total');
    expect(query.filters.categories).toEqual([]);
    expect(query.phrase).toEqual([]);
  });
  it("names a room by its compound's last part, in German or in English", () => {
    expect(parse('how many things are in the Wohnung upstairs?').filters.locations).toEqual([
      'Gästewohnung',
    ]);
    expect(parse("what is in Oma's flat").filters.locations).toEqual(['Gästewohnung']);
  });
  it('keeps a German word that is a room of the owner as that room', () => {
    expect(parse('what is in the Speisekammer').filters.locations).toEqual(['Speisekammer']);
  });
  it("finds a room's accented name typed without its accents", () => {
    expect(parse('total of the gastewohnung').filters.locations).toEqual(['Gästewohnung']);
  });
  it("reads a signer's name as whose room, when a room holds their name", () => {
    expect(parse('how many electronics are in my room (timo)').filters.locations).toEqual([
      'Arbeitszimmer Timo',
    ]);
  });
  it('reads a room named alone in brackets as where the question is about', () => {
    expect(parse('how many things are on the list? (Arbeitszimmer Lena)')).toMatchObject({
      operation: 'count',
      filters: { locations: ['Arbeitszimmer Lena'] },
    });
  });
  it('reads "Wertsachen" before a colon as the heading of a list of valuables', () => {
    const query = parse('Wertsachen list: everything worth 2.500 € or more');
    expect(query.filters.valueMin).toEqual({ amount: 2500, inclusive: true });
  });
});

describe('phrasing of owners writing English as a second language, German-speaking', () => {
  it('reads "the household" as the whole home, and "household items" as the category', () => {
    expect(parse('the 3 priciest things in the household').filters.categories).toEqual([]);
    expect(parse('list the household items').filters.categories).toEqual(['household items']);
  });
  it('reads "incl." after a total as what the set holds already', () => {
    const query = parse('total of all tools pls, incl. the ladder and the drill');
    expect(query).toMatchObject({ operation: 'total', phrase: [] });
    expect(query.filters.categories).toEqual(['tools']);
  });
  it('reads "which appliance or thing" as any thing', () => {
    expect(parse('in the garage, which appliance or thing is worth the most?').phrase).toEqual([]);
  });
  it('reads "was supposed to be back when" as the due date', () => {
    expect(parse('the ladder was supposed to be back when?')).toMatchObject({
      operation: 'field',
      field: 'due',
    });
  });
  it('reads "who has things of ours" as every open loan', () => {
    expect(parse('who has things of ours at the moment?')).toMatchObject({
      operation: 'loans',
      loans: 'lent',
    });
  });
  it('reads who wrote the notes as no word of what they are about', () => {
    expect(parse('what did Papa write in the notes for it?')).toMatchObject({
      operation: 'field',
      field: 'notes',
      phrase: [],
    });
  });
});

describe('questions about the world asked in German words', () => {
  it.each([
    'Is there a Streik at the airport tomorrow?',
    'Can I put the repair costs into the Steuererklärung?',
    'when does the Christkindlmarkt open this year',
    'What did the Bundestag decide today?',
    'Which Kita in Pasing is good for our daughter?',
    'how much sugar has a typical Lebkuchen?',
    'need help, 5y - 3 = 12 what is y',
  ])('answers "%s" as outside the inventory', (question) => {
    expect(parse(question).operation).toBe('out_of_scope');
  });
  it("still answers which of the owner's things is good for something", () => {
    expect(parse('which of my drills is good for concrete').operation).not.toBe('out_of_scope');
  });
});
