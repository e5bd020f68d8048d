import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { statedCount } from './stated-count.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['furniture', 'electronics', 'sports equipment'],
  locations: ['Attic', 'Porch'],
  brands: ['Rossignol', 'Sonos'],
  words: ['lamp', 'lamps', 'skis', 'speaker', 'stool'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-11-25', knowledge });

describe('how many things the owner says a set holds', () => {
  it('reads "both", "the 4 …" and "all three …" as the size of the set', () => {
    expect(statedCount('what are both lamps worth')).toBe(2);
    expect(statedCount('total for the 4 stools on the porch')).toBe(4);
    expect(statedCount('all three speakers, how much')).toBe(3);
  });
  it('reads a rank, a period or two joined sets as no size', () => {
    expect(statedCount('the 3 most expensive lamps')).toBeUndefined();
    expect(statedCount('what did we add in the 2 weeks before christmas')).toBeUndefined();
    expect(statedCount('both the skis and the speaker, what are they worth')).toBeUndefined();
  });
  it('keeps "both" out of the words that name the things', () => {
    const query = parse('whats both lamps worth together');
    expect(query).toMatchObject({ operation: 'total', phrase: ['lamps'], statedCount: 2 });
    expect(parse('hm what r the 3 skis worth')).toMatchObject({ phrase: ['skis'], statedCount: 3 });
  });
});
