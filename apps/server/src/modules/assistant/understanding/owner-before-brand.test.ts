import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';

/** A maker whose name begins with a word that is also someone in the home. */
const vocabulary: Vocabulary = {
  categories: ['jewelry', 'food', 'tools'],
  locations: ["Nana's room", 'Pantry', 'Shed'],
  brands: ['Nana Cocoa', 'Baba Steel', 'Stanley'],
  words: ['cocoa', 'tin', 'silver', 'ring', 'steel', 'hammer', 'nana', 'baba'],
};
const parse = (question: string) => parseQuestion(question, vocabulary, { today: '2026-03-10' });

describe("someone's things beside a maker named like them", () => {
  it('reads "Nana\'s cocoa" as hers, not the maker\'s', () => {
    expect(parse("what is Nana's cocoa worth").filters.brands).toEqual([]);
    expect(parse("how many tins of baba's steel do we keep").filters.brands).toEqual([]);
  });
  it('keeps the maker when its name is said as a name', () => {
    expect(parse('how much is the Nana Cocoa worth').filters.brands).toEqual(['Nana Cocoa']);
    expect(parse('list the baba steel things').filters.brands).toEqual(['Baba Steel']);
  });
});
