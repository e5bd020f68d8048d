import { describe, expect, it } from 'vitest';
import { parsedQuery } from './parsed-query.fixture.js';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { pointsBack } from './references.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'tools'],
  locations: ['Kitchen', 'Garage'],
  brands: ['Makita'],
  words: ['drill', 'kettle'],
};

const query = parsedQuery;

describe('pointsBack', () => {
  it('knows "it" and "the other one" point at something said before', () => {
    const it1 = query({ reference: { position: 0 } });
    expect(pointsBack('and what is it worth', it1, it1)).toBe(true);
    const other = query({ ofPrevious: true });
    expect(pointsBack('and the other one, is that dearer', query({}), other)).toBe(true);
  });
  it('does not take "which ones" or a plain question as pointing back', () => {
    const ones = query({ ofPrevious: true });
    expect(pointsBack('which ones have no photo', query({}), ones)).toBe(false);
    expect(pointsBack('what is the hall worth', query({}), query({}))).toBe(false);
  });
});

describe('detectReference', () => {
  it('reads "this app" and "this house" as the inventory, not a thing said before', () => {
    const parse = (question: string) =>
      parseQuestion(question, vocabulary, { today: '2026-11-25' });
    expect(parse('how many things have I put in this app altogether?').reference).toBeUndefined();
    expect(parse('what is everything in this house worth').reference).toBeUndefined();
    expect(parse('how much is that worth').reference).toEqual({ position: 0 });
  });
});
