import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';

const vocabulary: Vocabulary = {
  categories: ['tools', 'sports'],
  locations: ['Garage', 'Attic'],
  brands: ['Ryobi'],
  words: ['ryobi', 'kayak', 'wheelbarrow', 'trailer'],
  people: ['Omar Haddad', 'Nadia'],
};
const parse = (question: string) => parseQuestion(question, vocabulary, { today: '2026-03-10' });

describe('lending and borrowing asked in French', () => {
  it('reads what was borrowed, for a purpose, as the borrowed things', () => {
    expect(parse('on a emprunté quoi pour le chalet?')).toMatchObject({
      operation: 'loans',
      loans: 'borrowed',
    });
  });
  it('reads what must be given back, and to whom, as the borrowed things', () => {
    expect(parse("Qu'est-ce qu'on doit remettre, pis à qui?")).toMatchObject({
      operation: 'loans',
      loans: 'borrowed',
      phrase: [],
    });
  });
  it('reads whom a thing was borrowed from or lent to as its holder', () => {
    expect(parse("Le kayak, je l'ai emprunté à qui?")).toMatchObject({
      operation: 'field',
      field: 'holder',
      phrase: ['kayak'],
    });
    expect(parse("La remorque, c'est à qui qu'on l'a prêtée?")).toMatchObject({
      operation: 'field',
      field: 'holder',
    });
  });
  it('reads what went to someone as the lent things', () => {
    expect(parse("qu'est-ce qu'on a prêté à Nadia?")).toMatchObject({
      operation: 'loans',
      loans: 'lent',
    });
  });
  it('reads when a thing must come back as its due date, articles and all', () => {
    expect(parse('Le kayak, quand faut le rendre?')).toMatchObject({
      operation: 'field',
      field: 'due',
      phrase: ['kayak'],
    });
  });
  it('reads "en retard" as the overdue loans', () => {
    expect(parse('Y a-tu des affaires prêtées en retard?')).toMatchObject({
      operation: 'loans',
      loans: 'overdue',
    });
  });
  it('reads "prête" beside "être" as ready, not lent', () => {
    expect(parse('Je veux être prête: combien valent les outils?')).not.toMatchObject({
      operation: 'loans',
    });
  });
});

describe('loans listed in terse English', () => {
  it('reads "list loans + due dates" as every loan, not one item', () => {
    expect(parse('show loans & due dates')).toMatchObject({ operation: 'loans', loans: 'lent' });
  });
});
