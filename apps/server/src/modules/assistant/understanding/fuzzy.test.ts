import { describe, expect, it } from 'vitest';
import { closestWord, editDistance } from './fuzzy.js';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(editDistance('laptp', 'laptop')).toBe(1);
    expect(editDistance('mnay', 'many')).toBe(1);
    expect(editDistance('garag', 'garage')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
  it('stops past the limit', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
  });
});

describe('closestWord', () => {
  it('finds the known word within the allowed edits', () => {
    expect(closestWord('electroncs', ['electronics', 'elections'])).toBe('electronics');
    expect(closestWord('blendr', ['blender', 'bender'])).toBe('blender');
  });
  it('leaves short and far words alone', () => {
    expect(closestWord('tv', ['to'])).toBeUndefined();
    expect(closestWord('poem', ['oven', 'drill'])).toBeUndefined();
  });
});
