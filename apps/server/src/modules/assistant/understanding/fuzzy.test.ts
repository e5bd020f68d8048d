import { describe, expect, it } from 'vitest';
import { closestWord } from './fuzzy.js';

describe('closestWord', () => {
  it('finds the known word within the allowed edits', () => {
    expect(closestWord('electroncs', ['electronics', 'elections'])).toBe('electronics');
    expect(closestWord('blendr', ['blender', 'bender'])).toBe('blender');
  });
  it('leaves short and far words alone', () => {
    expect(closestWord('tv', ['to'])).toBeUndefined();
    expect(closestWord('poem', ['oven', 'drill'])).toBeUndefined();
  });
  it('never turns a short word into one with another first letter', () => {
    expect(closestWord('xbox', ['box', 'boxes'])).toBeUndefined();
    expect(closestWord('ipod', ['pod'])).toBeUndefined();
    expect(closestWord('lamo', ['lamp'])).toBe('lamp');
  });
  it('reads a swapped letter in a word of three as a typo only when the keys are side by side', () => {
    expect(closestWord('sem', ['set'])).toBeUndefined();
    expect(closestWord('cap', ['car', 'cat'])).toBeUndefined();
    expect(closestWord('bef', ['bed'])).toBe('bed');
    expect(closestWord('rsg', ['rug'])).toBeUndefined();
    expect(closestWord('rig', ['rug'])).toBe('rug');
  });
});
