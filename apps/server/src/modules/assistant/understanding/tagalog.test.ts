import { describe, expect, it } from 'vitest';
import { parseQuestion, type Vocabulary } from './question-parser.js';
import { tagalogInEnglish } from './tagalog.js';
import { WordNetThesaurus } from './thesaurus.js';

const vocabulary: Vocabulary = {
  categories: ['electronics', 'jewelry', 'tools', 'kitchenware'],
  locations: ['Sala', 'Kitchen', 'Garage', "Migs's Room", "Lolo's Room", 'Bodega'],
  brands: ['Hanabishi', 'Makita'],
  words: ['hanabishi', 'makita', 'electric', 'fan', 'rice', 'cooker', 'drill', 'bible'],
};
const knowledge = new WordNetThesaurus();
const parse = (question: string) =>
  parseQuestion(question, vocabulary, { today: '2026-02-14', knowledge });

describe('Tagalog and Taglish questions', () => {
  it('leaves English without Tagalog as it is', () => {
    expect(tagalogInEnglish('What is at least 500 in the Sala?')).toBe(
      'What is at least 500 in the Sala?',
    );
  });
  it('reads superlatives and ranks', () => {
    expect(parse('Ano po ang pinakamahal sa kusina?')).toMatchObject({
      operation: 'rank',
      order: 'value_desc',
    });
    expect(parse('alin ang pinakamura na gamit sa bodega')).toMatchObject({
      order: 'value_asc',
      filters: { locations: ['Bodega'] },
    });
    expect(parse('pangatlong pinakamahal sa sala?')).toMatchObject({ rank: 3 });
  });
  it('reads bounds said after the amount and "each"', () => {
    expect(parse('ilan ang gamit na ₱1,500 pababa bawat isa?').filters.valueMax).toEqual({
      amount: 1500,
      inclusive: true,
    });
    expect(parse('total ng mga gamit na P8,000 pataas').filters.valueMin).toEqual({
      amount: 8000,
      inclusive: true,
    });
    expect(parse('mga gamit natin na lampas 12 thou').filters.valueMin).toEqual({
      amount: 12000,
      inclusive: false,
    });
  });
  it('reads whose room, by "ko", by "ni" and by who signs', () => {
    expect(parse('Si Migs ito. ilan ang gamit sa kwarto ko?').filters.locations).toEqual([
      "Migs's Room",
    ]);
    expect(parse('magkano lahat sa kwarto ni Lolo?').filters.locations).toEqual(["Lolo's Room"]);
    expect(parse('migs here! how much is my room worth').filters.locations).toEqual([
      "Migs's Room",
    ]);
    expect(parse('whats the cheapest thing in my room (migs)').filters.locations).toEqual([
      "Migs's Room",
    ]);
  });
  it('reads comparisons by value and by count', () => {
    const value = parse('mas mahal ba ang laman ng sala o ng bodega?');
    expect(value.operation).toBe('compare');
    expect(value.compare?.by).toBe('value');
    const count = parse('mas marami ba ang gamit sa garahe o sa bodega?');
    expect(count.compare?.by).toBe('count');
  });
  it('reads loans and advice', () => {
    expect(parse('sino may hawak ng Makita drill?')).toMatchObject({
      operation: 'field',
      field: 'holder',
    });
    expect(parse('ilan pa yung wala pang picture?').advice).toBe('missing_photo');
    expect(parse('Kailangan ko ng P20k. Ano pwede ibenta?')).toMatchObject({
      advice: 'sell',
      amount: 20000,
    });
  });
  it('puts questions about the world out of scope', () => {
    for (const question of [
      'paano magluto ng sinigang na baboy?',
      'magkano pamasahe sa bus papuntang Baguio?',
      'may pasok ba bukas?',
    ])
      expect(parse(question).operation).toBe('out_of_scope');
  });
});
