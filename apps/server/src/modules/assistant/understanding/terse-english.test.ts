import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { terseInWords } from './terse-english.js';

const vocabulary: Vocabulary = {
  categories: ['tools', 'electronics', 'furniture'],
  locations: ['Basement', 'Attic', 'Garage'],
  brands: ['Bosch', 'Ryobi'],
  words: ['bosch', 'ryobi', 'sander', 'jigsaw', 'router', 'modem'],
};
const parse = (question: string) => parseQuestion(question, vocabulary, { today: '2026-02-02' });

describe('terse English', () => {
  it('says abbreviations and signs in words', () => {
    expect(terseInWords('approx val of bsmt stuff')).toBe('roughly value of basement stuff');
    expect(terseInWords('things >= $700')).toBe('things at least $700');
    expect(terseInWords('qty of routers?')).toBe('quantity of routers?');
    expect(terseInWords('sander + jigsaw total')).toBe('sander and jigsaw total');
    expect(terseInWords('Val has the router')).toBe('Val has the router');
  });
  it('reads an abbreviated place, value and floor', () => {
    const query = parse('tot val of bsmt stuff > $250');
    expect(query.operation).toBe('total');
    expect(query.filters.locations).toEqual(['Basement']);
    expect(query.filters.valueMin).toEqual({ amount: 250, inclusive: false });
    expect(parse('priciest thing in bsmt?').filters.locations).toEqual(['Basement']);
  });
  it('reads "#" as a count and "+ due dates" as the loans with their dates', () => {
    expect(parse('#things in attic').operation).toBe('count');
    expect(parse('show loans + due dates').operation).toBe('loans');
  });
  it('reads a floor to schedule on the policy as the things to insure', () => {
    const query = parse('stuff >= $1200 to schedule on the policy?');
    expect(query.operation).toBe('advice');
    expect(query.filters.valueMin).toEqual({ amount: 1200, inclusive: true });
  });
});
