import { describe, expect, it } from 'vitest';
import type { FactItem, InventoryFacts } from '../inventory-facts.js';
import type { Thesaurus } from '../understanding/thesaurus.js';
import { factItem } from './fact-item.fixture.js';
import { resolveItems } from './item-resolver.js';
import { isModelCode, spacedCode } from './model-codes.js';
import { sameKindEntries } from './same-kind-entries.js';
import { giverNotNoted } from './unnoted-detail.js';
import { beFor } from './verb-agreement.js';

const item = (name: string, notes: string | null = null): FactItem => factItem(name, { notes });

describe('model codes', () => {
  it('tells a code from a word and spaces it as a name prints it', () => {
    expect(isModelCode('xt1650')).toBe(true);
    expect(isModelCode('kettle')).toBe(false);
    expect(isModelCode('2024')).toBe(false);
    expect(spacedCode('xt1650')).toBe('xt 1650');
    expect(spacedCode('ab12c')).toBe('ab 12 c');
    expect(spacedCode('kettle')).toBeUndefined();
  });

  const items = [
    item('Ryobi XT 1650 hedge trimmer'),
    item('Panasonic television', 'Model TX40Z9 bought 2021'),
    item('Garden hose'),
  ];
  const facts = {
    matching: async (words: string[]) =>
      items.filter((entry) =>
        words.some((word) =>
          `${entry.item_name} ${entry.notes ?? ''}`.toLowerCase().includes(word),
        ),
      ),
    items: async () => items,
  } as unknown as InventoryFacts;
  const thesaurus = {
    isWord: () => false,
    synonyms: () => [],
    kinds: () => [],
    siblings: () => [],
    parents: () => [],
    isKindOf: () => false,
  } as unknown as Thesaurus;
  const found = async (word: string) =>
    (await resolveItems([word], { facts, thesaurus, userId: 'u' })).items.map(
      (entry) => entry.item_name,
    );

  it('finds the item whose name prints a typed code with a space', async () => {
    expect(await found('xt1650')).toEqual(['Ryobi XT 1650 hedge trimmer']);
  });
  it('finds the item whose notes hold the code as typed', async () => {
    expect(await found('tx40z9')).toEqual(['Panasonic television']);
  });
});

describe('things of one kind kept as separate entries', () => {
  it('groups entries by what their names say they are, never by how they come', () => {
    const groups = sameKindEntries([
      item('Bosch hammer drill'),
      item('Ryobi cordless drill'),
      item('Linen tea towel set'),
      item('Wedding cutlery set'),
      item('Garden hose'),
    ]);
    expect(groups).toEqual([
      {
        kind: 'drill',
        items: [item('Bosch hammer drill'), item('Ryobi cordless drill')],
      },
    ]);
  });
  it('leaves one entry of several pieces to the quantity', () => {
    expect(sameKindEntries([item('Kitchen chair'), item('Kitchen chair')])).toEqual([]);
  });
});

describe('whom a thing came from', () => {
  it('is unrecorded when no notes say who gave it', () => {
    expect(
      giverNotNoted([item('Crystal vase', 'Cut glass, 1990s')], 'who gave us the vase'),
    ).toEqual(['who it came from']);
  });
  it('is answered by notes that say it', () => {
    expect(
      giverNotNoted(
        [item('Crystal vase', 'A wedding present from Aunt Jo')],
        'who gave us the vase',
      ),
    ).toBeUndefined();
  });
  it('is no concern of other questions', () => {
    expect(giverNotNoted([item('Crystal vase')], 'what do the notes say')).toBeUndefined();
  });
});

describe('verb agreement', () => {
  it('says "are" of a name that says several things, "is" of one thing', () => {
    expect(beFor('Walking boots')).toBe('are');
    expect(beFor('Hearing aids')).toBe('are');
    expect(beFor('Camera lens')).toBe('is');
    expect(beFor('Wine glass')).toBe('is');
    expect(beFor('Canon EOS')).toBe('is');
    expect(beFor('Cordless drill')).toBe('is');
  });
});
