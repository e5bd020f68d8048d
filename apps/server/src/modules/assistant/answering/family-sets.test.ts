import { describe, expect, it } from 'vitest';
import { factItem } from './fact-item.fixture.js';
import { placeName } from './place-name.js';
import { possessorsThings } from './possessor-sets.js';
import { withTagged } from './tagged-sets.js';
import { detailNotNoted } from './unnoted-detail.js';

const names = (items: { item_name: string }[] | undefined) => items?.map((item) => item.item_name);

describe('placeName', () => {
  it('says a room as a phrase, never with a second article', () => {
    expect(placeName('the attic')).toBe('the attic');
    expect(placeName("Ivy's room")).toBe("Ivy's room");
    expect(placeName("Ivy and Tom's room")).toBe("Ivy and Tom's room");
    expect(placeName('our bedroom')).toBe('our bedroom');
    expect(placeName('Garage')).toBe('the Garage');
  });
});

describe('withTagged', () => {
  const sled = factItem('Wooden Sled', { tags: ['snow'] });
  const boots = factItem('Snow Boots', { tags: ['snow'] });
  const trainers = factItem('Running Trainers', { tags: ['sneakers'] });
  const slippers = factItem('Wool Slippers');
  const kindOf = (tag: string, word: string) => tag === 'sneaker' && word === 'shoe';
  it('takes in what is tagged with the word when a set of it is asked', () => {
    expect(names(withTagged([boots], [boots, sled], ['snow'], 'list our snow stuff'))).toEqual([
      'Snow Boots',
      'Wooden Sled',
    ]);
  });
  it('keeps a plural to the things themselves and kinds of them', () => {
    expect(names(withTagged([boots], [boots, sled], ['snow'], 'both snows'))).toEqual([
      'Snow Boots',
    ]);
    expect(
      names(withTagged([slippers], [slippers, trainers], ['shoes'], 'how many shoes', kindOf)),
    ).toEqual(['Wool Slippers', 'Running Trainers']);
  });
  it('never widens one thing asked by name', () => {
    expect(names(withTagged([boots], [boots, sled], ['snow'], 'where are the snow boots'))).toEqual(
      ['Snow Boots'],
    );
  });
});

describe('possessorsThings', () => {
  const cards = factItem('Rookie Card Album', { location: "Sami's room", tags: ['cards'] });
  const console = factItem("Sami's Console", { location: "Sami's room" });
  const deck = factItem('Tarot Card Deck', { location: 'the lounge' });
  const skates = factItem('Ice Skates', { tags: ['skating'], notes: "Noor's" });
  it("finds the person's things of the kind, not their things and the kind together", () => {
    const found = possessorsThings(
      [cards, console, deck],
      ['sami', 'cards'],
      "what are sami's cards worth",
    );
    expect(names(found?.items)).toEqual(['Rookie Card Album']);
  });
  it('reads a set of someone nothing is named after as the set itself', () => {
    expect(possessorsThings([skates], ['noor', 'skating'], "Noor's skating gear")).toEqual({
      words: ['skating'],
    });
    expect(
      possessorsThings([skates], ['noor', 'skates'], "where are Noor's skates"),
    ).toBeUndefined();
  });
});

describe('detailNotNoted', () => {
  const meter = factItem('Fluke Multimeter', { brand: 'Fluke', notes: 'Probe kit in the case' });
  const kettle = factItem('Copper Kettle');
  it('says a detail is unrecorded when the notes do not hold it, or there are none', () => {
    expect(detailNotNoted([meter], ['serial'])).toBe(true);
    expect(detailNotNoted([kettle], [])).toBe(true);
  });
  it('answers from the notes when they hold the detail, or only the thing was named', () => {
    expect(detailNotNoted([meter], ['probe'])).toBe(false);
    expect(detailNotNoted([meter], ['multimeter'])).toBe(false);
  });
});
