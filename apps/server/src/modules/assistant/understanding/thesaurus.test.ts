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
