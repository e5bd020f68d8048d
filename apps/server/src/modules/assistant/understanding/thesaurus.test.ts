import { describe, expect, it } from 'vitest';
import { WordNetThesaurus } from './thesaurus.js';

const wordnet = new WordNetThesaurus();

describe('WordNetThesaurus', () => {
  it('knows English words and their plurals', () => {
    expect(wordnet.isWord('sofa')).toBe(true);
    expect(wordnet.isWord('chairs')).toBe(true);
    expect(wordnet.isWord('laptp')).toBe(false);
  });
  it('gives synonyms, kinds and close relatives', () => {
    expect(wordnet.synonyms('sofa')).toContain('couch');
    expect(wordnet.synonyms('tv')).toContain('television');
    expect(wordnet.kinds('jewelry')).toEqual(expect.arrayContaining(['necklace', 'bracelet']));
    expect(wordnet.siblings('fridge')).toContain('refrigerator');
    expect(wordnet.siblings('laptop')).toContain('notebook');
    // A broad family is left out: a sofa is not a chair.
    expect(wordnet.siblings('sofa')).not.toContain('chair');
  });
  it('corrects a misspelt noun to the nearest dictionary word', () => {
    expect(wordnet.closest('laptp')).toBe('laptop');
    expect(wordnet.closest('umbrela')).toBe('umbrella');
  });
});

describe('WordNetThesaurus kinds of words', () => {
  it('tells made things and materials from other nouns', () => {
    expect(wordnet.isThing('microwave')).toBe(true);
    expect(wordnet.isThing('leather')).toBe(true);
    expect(wordnet.isThing('entry')).toBe(false);
    expect(wordnet.isThing('adjuster')).toBe(false);
  });
  it('knows compounds, adjectives, parents and kinds', () => {
    expect(wordnet.isCompound('white goods')).toBe(true);
    expect(wordnet.isCompound('white')).toBe(false);
    expect(wordnet.isAdjective('mounted')).toBe(true);
    expect(wordnet.parents('fridge')).toContain('refrigerator');
    // A word of several meanings has no single parent: a console may be a table.
    expect(wordnet.parents('console')).toEqual([]);
    expect(wordnet.isKindOf('parka', 'coat')).toBe(true);
    expect(wordnet.isKindOf('bed', 'seat')).toBe(false);
    // Only the commonest senses of what an item is count: a chair is no instrument.
    expect(wordnet.isKindOf('chair', 'instrument', 2)).toBe(false);
    expect(wordnet.isKindOf('skillet', 'pan', 2)).toBe(true);
  });
});

describe('WordNetThesaurus on words longer than any in its index', () => {
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  const lengths = [20, 30, 45, 60, 120, 400];
  it('answers "not known" for every initial letter, never reading past the index', () => {
    for (const letter of letters) {
      for (const length of lengths) {
        const word = letter.repeat(length);
        expect(wordnet.isWord(word)).toBe(false);
        expect(wordnet.synonyms(word)).toEqual([]);
        expect(wordnet.kinds(word)).toEqual([]);
        expect(wordnet.siblings(word)).toEqual([]);
        expect(wordnet.parents(word)).toEqual([]);
        expect(wordnet.isThing(word)).toBe(false);
        expect(wordnet.isAdjective(word)).toBe(false);
        expect(wordnet.isCompound(`${word} ${word}`)).toBe(false);
        expect(wordnet.isKindOf(word, 'tool')).toBe(false);
        expect(() => wordnet.closest(word)).not.toThrow();
      }
    }
  });
  it('still finds the last words of each index', () => {
    expect(wordnet.isWord('zyrian')).toBe(true);
    expect(wordnet.isWord('zymurgy')).toBe(true);
  });
});
