import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.js';

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
  it('counts a swap as two edits without transpositions', () => {
    expect(editDistance('ovne', 'oven', Infinity, { transpositions: false })).toBe(2);
    expect(editDistance('ovne', 'oven')).toBe(1);
  });
  it('gives the exact distance of long strings with no limit', () => {
    const long = 'stainless steel saucepan with lid';
    expect(editDistance(long, 'stainles steel sacepan', Infinity)).toBe(11);
    expect(editDistance('', 'lamp', Infinity)).toBe(4);
  });
});
