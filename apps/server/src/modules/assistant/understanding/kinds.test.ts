import { describe, expect, it } from 'vitest';
import {
  isKindMember,
  isOfKind,
  joinKindPhrases,
  kindNamed,
  kindSearch,
  namesCollectiveKind,
} from './kinds.js';

const item = (
  item_name: string,
  extra: Partial<{ brand: string; category: string; tags: string[] }> = {},
) => ({
  item_name,
  brand: extra.brand ?? null,
  category: extra.category ?? 'household items',
  tags: extra.tags ?? [],
});

describe('kinds', () => {
  it('reads the words people use for a kind, in the plural or as a gerund', () => {
    expect(kindNamed('appliances')).toBe('appliance');
    expect(kindNamed('white goods')).toBe('appliance');
    expect(kindNamed('gaming')).toBe('game');
    expect(kindNamed('settees')).toBe('sofa');
    expect(kindNamed('toaster')).toBeUndefined();
  });

  it('finds a kind by the name, brand, tags or category, not by one word of the name alone', () => {
    expect(isOfKind(item('Breville Toaster'), 'appliance')).toBe(true);
    expect(kindNamed('on the walls')).toBe('wall hung');
    expect(isOfKind(item('Seascape Watercolour Painting'), 'wall hung')).toBe(true);
    expect(isOfKind(item('Hand Mirror'), 'wall hung')).toBe(false);
    expect(kindNamed('pots and pans')).toBe('pots and pans');
    expect(isOfKind(item('Tefal Wok'), 'pots and pans')).toBe(true);
    expect(isOfKind(item('Terracotta Plant Pot'), 'pots and pans')).toBe(false);
    expect(isOfKind(item('Lattissima One', { brand: 'Nespresso' }), 'appliance')).toBe(true);
    expect(isOfKind(item('Dutch Oven'), 'appliance')).toBe(false);
    expect(isOfKind(item('Makita Jigsaw'), 'power tool')).toBe(true);
    expect(isOfKind(item('Jigsaw Puzzle'), 'power tool')).toBe(false);
    expect(isOfKind(item('Hand Saw'), 'power tool')).toBe(false);
    expect(isOfKind(item('Mario Kart', { brand: 'Nintendo' }), 'game')).toBe(true);
    expect(isOfKind(item('Chess Clock', { tags: ['games'] }), 'game')).toBe(true);
    expect(isOfKind(item('Garden Hose'), 'garden')).toBe(true);
    expect(isOfKind(item('Mop Bucket'), 'cleaning')).toBe(true);
    expect(isOfKind(item('Spray', { category: 'cleaning supplies' }), 'cleaning')).toBe(true);
    expect(isOfKind(item('Work Bench'), 'seat')).toBe(false);
    expect(isOfKind(item('Bar Stool'), 'seat')).toBe(true);
  });

  it('takes in the kinds a wider one holds', () => {
    expect(isOfKind(item('Smart Phone Charger'), 'electrical')).toBe(true);
    expect(isOfKind(item('Desk Fan'), 'electrical')).toBe(true);
    expect(isOfKind(item('Anything', { category: 'electronics' }), 'electrical')).toBe(true);
    expect(isOfKind(item('Chromebook'), 'screen')).toBe(true);
    expect(isOfKind(item('Turntable'), 'music')).toBe(true);
    expect(isOfKind(item('Cast Iron Pan'), 'electrical')).toBe(false);
    expect(kindSearch('electrical').categories).toContain('electronics');
    expect(kindSearch('electrical').words).toContain('toaster');
  });

  it('tells the examples of a kind from words that narrow it', () => {
    expect(isKindMember('stools', 'seat')).toBe(true);
    expect(isKindMember('red', 'seat')).toBe(false);
  });

  it('tells a set named by kind from another name for one sort of thing', () => {
    expect(namesCollectiveKind('appliances')).toBe(true);
    expect(namesCollectiveKind('settee')).toBe(false);
  });

  it('joins a kind said in two words and keeps every other word in its place', () => {
    expect(joinKindPhrases(['my', 'power', 'tools', 'in', 'the', 'shed'])).toEqual([
      'my',
      'power tools',
      'the',
      'in',
      'the',
      'shed',
    ]);
  });

  it('knows things by where they are worn', () => {
    expect(isOfKind(item('Omega Seamaster Watch'), 'wristwear')).toBe(true);
    expect(isOfKind(item('Silver Bangle'), 'wristwear')).toBe(true);
    expect(isOfKind(item('Watch Winder'), 'wristwear')).toBe(false);
    expect(isOfKind(item('Hiking Boots'), 'footwear')).toBe(true);
    expect(isOfKind(item('Shoe Rack'), 'footwear')).toBe(false);
    expect(isOfKind(item('Down Parka'), 'outerwear')).toBe(true);
    expect(isOfKind(item('Coat Hanger Set'), 'outerwear')).toBe(false);
    expect(kindNamed('outerwear')).toBe('outerwear');
  });
});
