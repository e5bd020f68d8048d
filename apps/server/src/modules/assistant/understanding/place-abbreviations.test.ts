import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';

const vocabulary: Vocabulary = {
  categories: ['tools'],
  locations: ['Basement', 'Kitchen', 'Spare bedroom'],
  brands: [],
  words: ['drill', 'kettle'],
};
const parse = (question: string) => parseQuestion(question, vocabulary, { today: '2026-03-14' });

describe('rooms typed short', () => {
  it('reads "bsmt" and "ktchn" as the owner’s basement and kitchen', () => {
    expect(parse('total value of bsmt').filters.locations).toEqual(['Basement']);
    expect(parse('priciest thing in ktchn').filters.locations).toEqual(['Kitchen']);
  });
});
