import { describe, expect, it } from 'vitest';
import type { FactItem, InventoryFacts } from '../inventory-facts.js';
import type { Thesaurus } from '../understanding/thesaurus.js';
import { byPrefix } from './short-names.js';
import {
  headsOf,
  onlyDescribedBy,
  onlyLongerWords,
  resolveItems,
  whatTheyAre,
} from './item-resolver.js';
import { WordNetThesaurus } from '../understanding/thesaurus.js';
import { factItem } from './fact-item.fixture.js';

const item = (name: string, brand: string | null = null, notes: string | null = null): FactItem =>
  factItem(name, { category: 'electronics', brand, notes });

describe('byPrefix', () => {
  const items = [
    item('Apple MacBook Pro 14', 'Apple', 'AppleCare until 2027'),
    item('Espresso Machine', 'Breville'),
    item('Lawn Mower', 'Honda'),
    item('Fender Telecaster', 'Fender'),
  ];
  const names = (words: string[]) => byPrefix(items, words).map((entry) => entry.item_name);
  it("finds the item an owner's short name starts", () => {
    expect(names(['tele'])).toEqual(['Fender Telecaster']);
    expect(names(['lawnmower'])).toEqual(['Lawn Mower']);
  });
  it('lets words said in the notes pick between short names', () => {
    expect(names(['mac', 'applecare'])).toEqual(['Apple MacBook Pro 14']);
  });
  it('needs three letters at least', () => {
    expect(names(['la'])).toEqual([]);
  });
  it('finds the item a pet name shortens, its first letters with "i", "y" or "ie" added', () => {
    expect(names(['espressi'])).toEqual(['Espresso Machine']);
    expect(names(['fendie'])).toEqual(['Fender Telecaster']);
    // The letters before the ending are a whole word of the name, or too few: no pet name.
    expect(names(['lawny'])).toEqual([]);
    expect(names(['mowy'])).toEqual([]);
  });
});

describe('headsOf', () => {
  it('gives what the item is: its last word and last two words', () => {
    expect(headsOf('Le Creuset Dutch Oven')).toEqual(['oven', 'dutch oven']);
    expect(headsOf('Harry Potter Box Set')).toEqual(['set', 'box set']);
  });
  it('reads what the item is before the model number, series or size that follows it', () => {
    expect(headsOf('Garmin Watch Series 7')).toEqual(['watch', 'garmin watch']);
    expect(headsOf('Hisense Laser TV 100 Inch')).toEqual(['tv', 'laser tv']);
    expect(headsOf('Weber Grill 57cm')).toEqual(['grill', 'weber grill']);
  });
});

describe('onlyLongerWords', () => {
  const english = new Set(['bus', 'busk', 'tele', 'pan', 'panel']);
  const isWord = (word: string) => english.has(word);
  it('asks when a word only starts a longer word of its own', () => {
    expect(onlyLongerWords([item('Solar Panel')], ['pan'], isWord)).toBe(true);
  });
  it("answers an owner's short name of a name that is no word", () => {
    expect(onlyLongerWords([item('Telecaster Guitar')], ['tele'], isWord)).toBe(false);
  });
});

describe('resolveItems through a parent kind', () => {
  const items = [item('Stand Mixer'), item('Music Stand')];
  const facts = {
    matching: async (words: string[]) =>
      items.filter((entry) => words.some((word) => entry.item_name.toLowerCase().includes(word))),
    items: async () => [],
  } as unknown as InventoryFacts;
  // An easel is a stand, in this made-up dictionary.
  const thesaurus = {
    isWord: () => true,
    synonyms: () => [],
    kinds: () => [],
    siblings: () => [],
    parents: (word: string) => (word === 'easel' ? ['stand'] : []),
    isKindOf: () => false,
  } as unknown as Thesaurus;
  it('matches only items that are of the parent kind, not names merely holding it', async () => {
    const found = await resolveItems(['easel'], { facts, thesaurus, userId: 'u' });
    expect(found.items.map((entry) => entry.item_name)).toEqual(['Music Stand']);
  });
});

describe('resolveItems with a model code made plural', () => {
  const items = [item('Sony WH-1000XM4 headphones', 'Sony'), item('Rode NT1 microphone', 'Rode')];
  const facts = {
    matching: async (words: string[]) =>
      items.filter((entry) => words.some((word) => entry.item_name.toLowerCase().includes(word))),
    items: async () => items,
  } as unknown as InventoryFacts;
  it('finds the item by its code without the plural "s"', async () => {
    const found = await resolveItems(['nt1s'], { facts, thesaurus: undefined, userId: 'u' });
    expect(found.items.map((entry) => entry.item_name)).toEqual(['Rode NT1 microphone']);
  });
});

describe('onlyDescribedBy', () => {
  const thesaurus = new WordNetThesaurus();
  it('finds no owned thing when only a describing word matched ("the dog basket")', () => {
    expect(onlyDescribedBy([item('Dog Lead')], ['dog', 'basket'], thesaurus)).toBe(true);
    expect(onlyDescribedBy([item('Walnut Bookcase')], ['walnut', 'wardrobe'], thesaurus)).toBe(
      true,
    );
  });
  it('finds no owned thing when the kind asked is said in two words ("the gold toe ring")', () => {
    expect(onlyDescribedBy([item('Gold Earrings')], ['gold', 'toe ring'], thesaurus)).toBe(true);
    expect(onlyDescribedBy([item('Gold Toe Ring')], ['gold', 'toe ring'], thesaurus)).toBe(false);
  });
  it('finds no owned thing when only the kind named before the thing matched ("the chest freezer")', () => {
    const chests = [item('Oak Blanket Chest'), item('Steel Tool Chest')];
    const asked = 'is the chest freezer still working';
    expect(onlyDescribedBy(chests, ['chest', 'freezer'], thesaurus, asked)).toBe(true);
    const lantern = [item('Camping Lantern')];
    expect(onlyDescribedBy(lantern, ['lantern', 'stand'], thesaurus, 'the lantern stand')).toBe(
      true,
    );
    // One of the matches is another kind of thing: the owner may call it that ("guitar amp").
    const music = [item('Yamaha Acoustic Guitar'), item('Boss Katana Amplifier')];
    expect(onlyDescribedBy(music, ['guitar', 'amp'], thesaurus, 'the guitar amp')).toBe(false);
    // Words said apart are no one thing: "the lantern, the one by the stand".
    const apart = 'where is the lantern, the camping stand one';
    expect(onlyDescribedBy(lantern, ['lantern', 'stand'], thesaurus, apart)).toBe(false);
  });
  it('keeps a match on the thing itself, its notes or a brand said beside it', () => {
    expect(onlyDescribedBy([item('Wicker Dog Basket')], ['dog', 'basket'], thesaurus)).toBe(false);
    expect(onlyDescribedBy([item('ThinkPad X1', 'Lenovo')], ['lenovo', 'laptop'], thesaurus)).toBe(
      false,
    );
    expect(
      onlyDescribedBy([item('Pine Chest', null, 'a blanket box')], ['pine', 'box'], thesaurus),
    ).toBe(false);
    expect(onlyDescribedBy([item('Garden Rake')], ['rake', 'lawn'], thesaurus)).toBe(false);
  });
});

describe('whatTheyAre', () => {
  const items = [item('Snowboard'), item('Snowboard Boots'), item('Snowboard Helmet Bag')];
  it('keeps what the word names, unless it describes "gear" or "stuff"', () => {
    expect(
      whatTheyAre(items, ['snowboard'], 'where are the snowboards').map((i) => i.item_name),
    ).toEqual(['Snowboard']);
    expect(
      whatTheyAre(items, ['snowboard'], 'list the snowboard gear').map((i) => i.item_name),
    ).toHaveLength(3);
  });
});
