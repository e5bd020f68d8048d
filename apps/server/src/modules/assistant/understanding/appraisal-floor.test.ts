import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';

const vocabulary: Vocabulary = {
  categories: ['jewelry', 'art'],
  locations: ['Study'],
  brands: [],
  words: ['brooch', 'painting'],
};
const parse = (question: string) => parseQuestion(question, vocabulary, { today: '2026-03-10' });

describe('valuables above a floor to appraise or list one by one', () => {
  it('reads things over a sum to have appraised as the valuables to insure', () => {
    expect(parse('what is worth $5,000 or more that we ought to have appraised')).toMatchObject({
      operation: 'advice',
      advice: 'insure',
      amount: 5000,
    });
  });
  it('reads things over a sum to list on their own as the valuables to insure', () => {
    expect(parse('which pieces over $1,500 should be listed on their own')).toMatchObject({
      operation: 'advice',
      advice: 'insure',
      amount: 1500,
    });
  });
  it('still reads an appraisal with no floor as things missing a value', () => {
    expect(parse('what still needs to get appraised')).toMatchObject({
      operation: 'advice',
      advice: 'missing_value',
    });
  });
});
