import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['tools', 'instruments'],
  locations: ['Workshop'],
  brands: ['Yamaha'],
  words: ['yamaha', 'drawer', 'chisel'],
};
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-05-02', knowledge: new WordNetThesaurus() });

describe('the bottom N by value', () => {
  it('reads "bottom N" as the N least valuable', () => {
    const query = parse('bottom 4 instruments by value');
    expect(query.operation).toBe('rank');
    expect(query.order).toBe('value_asc');
    expect(query.limit).toBe(4);
  });
  it('leaves the bottom of a thing alone', () => {
    expect(parse('what is in the bottom drawer').operation).not.toBe('rank');
  });
});
