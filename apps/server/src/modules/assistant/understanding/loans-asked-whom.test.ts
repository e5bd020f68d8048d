import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';

const vocabulary: Vocabulary = {
  categories: ['tools', 'electronics'],
  locations: ['Barn', 'Kitchen'],
  brands: ['Makita'],
  words: ['makita', 'ladder', 'trailer', 'projector'],
  people: ['Auntie Lor Kim', 'Dev'],
};
const parse = (question: string) => parseQuestion(question, vocabulary, { today: '2026-03-10' });

describe('loans asked by whom they are with', () => {
  it('reads "who did we lend stuff to" as everything lent out, with no item named', () => {
    expect(parse('who did we lend stuff to')).toMatchObject({ operation: 'loans', loans: 'lent' });
    expect(parse('who have i loaned things to')).toMatchObject({
      operation: 'loans',
      loans: 'lent',
    });
  });
  it('reads "which friends do we have to give things back to" as what was borrowed', () => {
    expect(parse('which friends do we have to give things back to')).toMatchObject({
      operation: 'loans',
      loans: 'borrowed',
    });
    expect(parse('which cousins do i need to return stuff to?')).toMatchObject({
      operation: 'loans',
      loans: 'borrowed',
    });
  });
});

describe("a particle that is also part of a borrower's name", () => {
  it('reads "lor" at the end of a question as talk, not the borrower', () => {
    const query = parse('what have we lent out lor');
    expect(query).toMatchObject({ operation: 'loans', loans: 'lent' });
    expect(query.people ?? []).not.toContain('lor');
  });
});
