import { describe, expect, it } from 'vitest';
import { WordNetThesaurus } from './thesaurus.js';
import { mergeCompounds, placeLeftovers } from './unplaced.js';

const knowledge = new WordNetThesaurus();
const place = (
  words: string[],
  options: { asks?: boolean; userWords?: string[]; names?: string[]; adjacent?: string[] } = {},
) =>
  placeLeftovers(words, {
    userWords: new Set(options.userWords ?? []),
    names: new Set(options.names ?? []),
    knowledge,
    asks: options.asks ?? true,
    beforeRoom: new Set(),
    adjacent: new Set(options.adjacent ?? []),
  });

describe('placeLeftovers', () => {
  it('drops talk and context when the rest of the question asks something', () => {
    expect(place(['basically', 'adjuster', 'claim', 'form'])).toEqual({
      phrase: [],
      ignored: ['basically', 'adjuster', 'claim', 'form'],
    });
  });
  it('drops who or what the things are for ("lamps for a guest room")', () => {
    const placed = placeLeftovers(['lamps', 'guest'], {
      userWords: new Set(['lamp']),
      names: new Set(),
      knowledge,
      asks: true,
      beforeRoom: new Set(),
      purpose: new Set(['guest']),
    });
    expect(placed).toEqual({ phrase: ['lamps'], ignored: ['guest'] });
  });

  it('drops what money is wanted for and whose a thing is, even beside a kept word', () => {
    const placed = placeLeftovers(['lens', 'kayak', 'robin', 'paddle'], {
      userWords: new Set(['lens', 'paddle']),
      names: new Set(),
      knowledge,
      asks: true,
      beforeRoom: new Set(),
      adjacent: new Set(['kayak lens', 'robin paddle']),
      funded: new Set(['kayak']),
      owners: new Set(['robin']),
    });
    expect(placed.phrase).toEqual(['lens', 'paddle']);
  });

  it('keeps nouns for things and materials, so an unknown thing is not found, not ignored', () => {
    expect(place(['trampoline']).phrase).toEqual(['trampoline']);
    expect(place(['leather']).phrase).toEqual(['leather']);
  });
  it("keeps the owner's own words, their shortenings and the names they capitalised", () => {
    expect(place(['honestly', 'aeron'], { userWords: ['aeron'] }).phrase).toEqual(['aeron']);
    expect(place(['mac'], { userWords: ['macbook'] }).phrase).toEqual(['mac']);
    expect(place(['alex'], { names: ['alex'] }).phrase).toEqual(['alex']);
  });
  it('drops a name or a shortening said only beside the question', () => {
    const placed = placeLeftovers(['son', 'david', 'watch'], {
      userWords: new Set(['sonos', 'watch']),
      names: new Set(['david']),
      knowledge,
      asks: true,
      beforeRoom: new Set(),
      aside: new Set(['son', 'david', 'has', 'been']),
    });
    expect(placed.phrase).toEqual(['watch']);
  });
  it('keeps a describing word or a noun beside a kept noun: it narrows it', () => {
    expect(place(['wall', 'mounted'], { adjacent: ['wall mounted'] }).phrase).toEqual([
      'wall',
      'mounted',
    ]);
    expect(place(['video', 'consoles'], { adjacent: ['video consoles'] }).phrase).toEqual([
      'video',
      'consoles',
    ]);
  });
  it('keeps the words of a question that asks nothing else, so the answer can ask', () => {
    expect(place(['quantum', 'honestly'], { asks: false }).phrase).toEqual(['quantum']);
  });
});

describe('mergeCompounds', () => {
  it('joins side-by-side words that are one noun and not the owner’s own', () => {
    expect(
      mergeCompounds(['white', 'goods'], new Set(), knowledge, new Set(['white goods'])),
    ).toEqual(['white goods']);
    expect(
      mergeCompounds(
        ['dutch', 'oven'],
        new Set(['dutch', 'oven']),
        knowledge,
        new Set(['dutch oven']),
      ),
    ).toEqual(['dutch', 'oven']);
    expect(mergeCompounds(['white', 'goods'], new Set(), knowledge, new Set())).toEqual([
      'white',
      'goods',
    ]);
  });
});
