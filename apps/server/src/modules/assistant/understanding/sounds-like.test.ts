import { describe, expect, it } from 'vitest';
import { joinSoundAlikes } from './sounds-like.js';

describe('joinSoundAlikes', () => {
  it("joins words that sound like one of the owner's names", () => {
    expect(joinSoundAlikes(['a', 'lamp', 'from', 'eye', 'tal'], ['ital'])).toEqual([
      'a',
      'lamp',
      'from',
      'ital',
    ]);
    expect(joinSoundAlikes(['the', 'nee', 'kon', 'camera'], ['nikon'])).toEqual([
      'the',
      'nikon',
      'camera',
    ]);
  });
  it('never joins the words of the question itself', () => {
    expect(joinSoundAlikes(['is', 'it', 'worth'], ['visit'])).toEqual(['is', 'it', 'worth']);
    expect(joinSoundAlikes(['red', 'cup'], ['teacup'])).toEqual(['red', 'cup']);
  });
});
