import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

/** A grandfather whose name is in one thing's name, who lives in the family's annexe. */
const vocabulary: Vocabulary = {
  categories: ['jewelry', 'tools', 'art'],
  locations: ['Annexe', 'Garage', 'quarto do Leo', 'quarto de Rui e Ana'],
  brands: ['Bosch'],
  words: ['nonno', 'chess', 'set', 'watch', 'drill', 'bosch', 'annexe', 'garage', 'leo', 'rui'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-03-10', knowledge });

describe('whose a room is, said beside it', () => {
  it('reads the owner of the room named as whose the things are, not a word of their names', () => {
    const query = parse("what's everything in nonno's annexe worth");
    expect(query.filters.locations).toEqual(['Annexe']);
    expect(query.phrase).toEqual([]);
  });
  it('does so when the person is asked to have the things there', () => {
    const query = parse('what does nonno have in the annexe under $200');
    expect(query.filters.locations).toEqual(['Annexe']);
    expect(query.phrase).toEqual([]);
  });
  it('does so on each side of a comparison, and "our room" is the couple\'s', () => {
    const query = parse("nonno's annexe vs our room, which is worth more");
    expect(query.compare?.left).toMatchObject({ phrase: [], filters: { locations: ['Annexe'] } });
    expect(query.compare?.right.filters.locations).toEqual(['quarto de Rui e Ana']);
  });
  it('reads whom the question is typed for, and a name asking first, as who asks', () => {
    expect(parse('leo typing for nonno, what jewelry is in the annexe').phrase).toEqual([]);
    expect(parse('nonno asks, what should he insure the annexe for').phrase).toEqual([]);
  });
  it('keeps a thing named after the person when no room names the set', () => {
    expect(parse("what is nonno's chess set worth").phrase).toContain('chess');
  });
  it('reads what someone wants to know as the question, not as news beside it', () => {
    const query = parse('its leo typing for nonno, he wants to know where the bosch drill is');
    expect(query.filters.locations).toEqual([]);
    expect(query.phrase).toContain('drill');
  });
  it("keeps a person's name when the room is named after them: all their things may be asked", () => {
    const withThabo: Vocabulary = {
      ...vocabulary,
      locations: [...vocabulary.locations, "Thabo's room"],
      words: [...vocabulary.words, 'thabo'],
    };
    const query = parseQuestion(
      "How many of Thabo's things are listed? All his stuff, not just what's in his room",
      withThabo,
      { today: '2026-03-10', knowledge },
    );
    expect(query.phrase).toContain('thabo');
  });
});
