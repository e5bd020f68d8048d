import { describe, expect, it } from 'vitest';
import { singular, singularForms } from './singular.js';

describe('singular', () => {
  it('turns regular plurals back', () => {
    expect(singular('kettles')).toBe('kettle');
    expect(singular('puppies')).toBe('puppy');
    expect(singular('torches')).toBe('torch');
    expect(singular('foxes')).toBe('fox');
  });
  it('leaves short words and words ending in ss or us alone', () => {
    expect(singular('gas')).toBe('gas');
    expect(singular('compass')).toBe('compass');
    expect(singular('cactus')).toBe('cactus');
    expect(singular('sofa')).toBe('sofa');
  });
});

describe('singularForms', () => {
  it('offers every possible singular after the word itself', () => {
    expect(singularForms('shelves')).toEqual(['shelves', 'shelfe', 'shelf', 'shelv', 'shelve']);
    expect(singularForms('berries')).toEqual(['berries', 'berry', 'berri', 'berrie']);
    expect(singularForms('mugs')).toEqual(['mugs', 'mug']);
  });
  it('keeps words ending in ss whole', () => {
    expect(singularForms('dress')).toEqual(['dress']);
  });
});
