import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'jewelry', 'tools'],
  locations: ['Granny Flat', 'Workshop', 'Den'],
  brands: ['Makita', 'Bose'],
  words: ['router', 'speaker', 'brooch', 'armchair'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('insuring a whole set asks the figure to insure it for', () => {
  it('reads "insure everything … how much coverage" as the sum insured, not a cutoff list', () => {
    for (const question of [
      'if we insured everything in the house, how much coverage would we need',
      'say i cover it all, how much insurance do i need',
      'how much coverage do we need to insure everything we have',
    ]) {
      expect(parse(question), question).toMatchObject({
        operation: 'advice',
        advice: 'insure',
        sumInsured: true,
      });
    }
  });
});
