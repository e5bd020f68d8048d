import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { WordNetThesaurus } from './thesaurus.js';

/** Questions spoken through voice dictation: no punctuation, homophones, numbers in words. */
const vocabulary: Vocabulary = {
  categories: ['electronics', 'furniture', 'kitchenware', 'tools'],
  locations: ['Kitchen', 'Living Room', 'Garage', 'Office'],
  brands: ['Samsung'],
  words: ['kettle', 'toaster', 'wheelbarrow', 'saw', 'sofa', 'notebook', 'violin'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('dictated questions', () => {
  it('reads a value range said in words', () => {
    const { filters } = parse(
      'list the furniture worth between three hundred and eight hundred each',
    );
    expect(filters.valueMin?.amount).toBe(300);
    expect(filters.valueMax?.amount).toBe(800);
  });

  it('reads the sum to raise when it is said bare beside what to sell', () => {
    expect(parse('i want four and a half thousand for a holiday what could i sell')).toMatchObject({
      operation: 'advice',
      advice: 'sell',
      amount: 4500,
    });
  });

  it('reads "top for" and "dearest" as a count of the most valuable', () => {
    expect(parse('the top for tools by value').limit).toBe(4);
    expect(parse('the three dearest things in the office').limit).toBe(3);
    expect(parse('what are the top things for me').limit).toBeUndefined();
  });

  it('asks who has a thing given to someone, and notes "right down" as written', () => {
    expect(parse('who did i give the wheelbarrow to')).toMatchObject({ field: 'holder' });
    expect(parse('what did i right down about the violin')).toMatchObject({ field: 'notes' });
  });

  it('does not read a late relative as an overdue loan', () => {
    expect(parse('what is the sofa worth my late husband chose it').loans).toBeUndefined();
  });
});

describe('loans counted in a set', () => {
  it('reads things on loan that are included as part of the set, not the set asked', () => {
    const counted = parse('how many tools are in the garage with the loaned ones included');
    expect(counted.operation).toBe('count');
    expect(counted.loans).toBeUndefined();
    const total = parse('what is the office worth including anything my friends have borrowed');
    expect(total.operation).toBe('total');
  });
});

describe('talk said in passing', () => {
  it('reads "i mean" as talk, and "the mean value" as an average', () => {
    expect(
      parse('what is the kitchen worth i mean all of it the kettle and the toaster').operation,
    ).not.toBe('average');
    expect(parse('what is the mean value of my tools').operation).toBe('average');
  });
});

describe('insurance said in passing', () => {
  it('reads "should cover" and a floor said for the insurance as what to insure', () => {
    expect(parse('the insurance broker says i should cover anything worth over 800')).toMatchObject(
      {
        operation: 'advice',
        advice: 'insure',
      },
    );
    expect(
      parse(
        'the insurance lady is coming and anything nine hundred or over matters which are they',
      ),
    ).toMatchObject({ operation: 'advice', advice: 'insure', amount: 900 });
  });
});

describe('selling one thing', () => {
  it('reads "should i sell my …" as about that thing, not a list of what to sell', () => {
    expect(parse('should i sell my violin, what is it worth').advice).toBeUndefined();
    expect(parse('what should i sell to raise 400').advice).toBe('sell');
  });
});
