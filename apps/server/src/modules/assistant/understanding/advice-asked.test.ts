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

describe('a cutoff for the scheduled items asks which things to insure', () => {
  it('reads a per-item cutoff and the list it fills as the items to insure over it', () => {
    for (const question of [
      'the scheduled property limit is $1,200 a piece, which things need listing?',
      'with a threshold of $900 per item, what would go on the schedule',
      'scheduled-valuables cutoff is $3,000 each, what goes on the list?',
    ]) {
      const query = parse(question);
      expect(query, question).toMatchObject({ operation: 'advice', advice: 'insure' });
      expect(query.phrase, question).toEqual([]);
    }
  });
  it('keeps a cutoff for selling things as selling', () => {
    expect(parse('the cutoff for the yard sale is $50, what could we sell?').advice).toBe('sell');
  });
});
