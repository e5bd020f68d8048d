import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { frenchSellingInEnglish } from './french-selling.js';

const vocabulary: Vocabulary = {
  categories: ['tools', 'furniture'],
  locations: ['Garage'],
  brands: ['Ryobi'],
  words: ['ryobi', 'armoire', 'tondeuse'],
};
const parse = (question: string) => parseQuestion(question, vocabulary, { today: '2026-03-10' });

describe('selling to raise money, said in French', () => {
  it('reads the sum needed and the selling asked', () => {
    expect(parse("j'ai besoin de 750$ rapidement, quoi vendre")).toMatchObject({
      operation: 'advice',
      advice: 'sell',
      amount: 750,
    });
    expect(parse("faut trouver 1200$, qu'est-ce qu'on pourrait vendre")).toMatchObject({
      operation: 'advice',
      advice: 'sell',
      amount: 1200,
      phrase: [],
    });
  });
  it('leaves English and French without selling as they were', () => {
    expect(frenchSellingInEnglish('need 500 fast, what to sell')).toBe(
      'need 500 fast, what to sell',
    );
    expect(frenchSellingInEnglish('combien vaut la tondeuse')).toBe('combien vaut la tondeuse');
  });
});
