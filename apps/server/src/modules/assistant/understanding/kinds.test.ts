import { describe, expect, it } from 'vitest';
import {
  isKindMember,
  isOfKind,
  joinKindPhrases,
  kindNamed,
  kindSearch,
  namesCollectiveKind,
} from './kinds.js';
import { WordNetThesaurus } from './thesaurus.js';

const wordnet = new WordNetThesaurus();

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

  it('finds a kind whose two words the name writes as one ("Slowcooker")', () => {
    expect(isOfKind(item('Crockpot Slowcooker 6L'), 'appliance')).toBe(true);
    expect(kindSearch('appliance').words).toContain('slowcooker');
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

  it('knows an instrument by what the noun its name ends on is, given a dictionary', () => {
    expect(isOfKind(item("Uncle Joe's Old Sitar"), 'instrument', wordnet)).toBe(true);
    expect(isOfKind(item('Tin Kazoo from Brighton'), 'instrument', wordnet)).toBe(true);
    expect(isOfKind(item('Bandstand Poster'), 'instrument', wordnet)).toBe(false);
    expect(isOfKind(item('Sitar Case'), 'instrument', wordnet)).toBe(false);
    expect(kindSearch('music').anyName).toBe(true);
    expect(kindSearch('appliance').anyName).toBe(false);
  });

  it("knows a guitar by its maker or its model alone, but not the maker's amplifier", () => {
    expect(isOfKind(item('Les Paul Standard'), 'guitar')).toBe(true);
    expect(isOfKind(item('Sunburst Telecaster'), 'instrument')).toBe(true);
    expect(isOfKind(item('Player Series', { brand: 'Ibanez' }), 'guitar')).toBe(true);
    expect(isOfKind(item('Blues Junior Amp', { brand: 'Fender' }), 'instrument')).toBe(false);
    expect(kindNamed('guitars')).toBe('guitar');
  });

  it('knows a wood-turning lathe for a power tool and what runs on an engine of its own', () => {
    expect(isOfKind(item('Record Power Lathe'), 'power tool')).toBe(true);
    expect(kindNamed('petrol engine')).toBe('engine powered');
    expect(isOfKind(item('Honda Ride On Mower'), 'engine powered')).toBe(true);
    expect(isOfKind(item('Kubota Compact Tractor'), 'engine powered')).toBe(true);
    expect(isOfKind(item('Echo Petrol Generator'), 'engine powered')).toBe(true);
    expect(isOfKind(item('Ryobi Electric Chainsaw'), 'engine powered')).toBe(false);
    expect(isOfKind(item('Makita Cordless Drill'), 'engine powered')).toBe(false);
    expect(isOfKind(item('Husqvarna Rototiller'), 'motorised')).toBe(true);
  });

  it('knows the garden machines that run on fuel, and what the owner tagged as such', () => {
    expect(isOfKind(item('Ryobi Backpack Leaf Blower'), 'engine powered')).toBe(true);
    expect(isOfKind(item('Tanaka Brush Cutter'), 'engine powered')).toBe(true);
    expect(isOfKind(item('Worx Cordless String Trimmer'), 'engine powered')).toBe(false);
    expect(isOfKind(item('Philips Beard Trimmer'), 'engine powered')).toBe(false);
    expect(isOfKind(item('Karcher K4', { tags: ['petrol'] }), 'engine powered')).toBe(true);
  });

  it('knows crockery from the dishes food is cooked in', () => {
    expect(kindNamed('crockery')).toBe('crockery');
    expect(kindNamed('tableware')).toBe('crockery');
    expect(isOfKind(item('Denby Side Plates'), 'crockery')).toBe(true);
    expect(isOfKind(item('Willow Pattern Teacups'), 'crockery')).toBe(true);
    expect(isOfKind(item('Hand-thrown Serving Set', { tags: ['crockery'] }), 'crockery')).toBe(
      true,
    );
    expect(isOfKind(item('Stoneware Casserole Dish'), 'crockery')).toBe(false);
    expect(isOfKind(item('Steel Dog Bowl'), 'crockery')).toBe(false);
    expect(isOfKind(item('Pyrex Mixing Bowl'), 'crockery')).toBe(false);
  });

  it('knows footwear by the names of beach shoes and by makers of nothing else', () => {
    expect(isOfKind(item('Kathmandu Jandals'), 'footwear')).toBe(true);
    expect(isOfKind(item('Flip Flops'), 'footwear')).toBe(true);
    expect(isOfKind(item('Arizona', { brand: 'Birkenstock' }), 'footwear')).toBe(true);
  });

  it('reads two things of one kind said together as the kind', () => {
    expect(joinKindPhrases(['trainers', 'and', 'slippers', 'please'])).toEqual([
      'footwear',
      'the',
      'the',
      'please',
    ]);
    expect(joinKindPhrases(['mugs', 'or', 'saucers'])).toEqual(['crockery', 'the', 'the']);
    // A kind as wide as a category would take in far more than the two things said.
    expect(joinKindPhrases(['lamps', 'and', 'lights'])).toEqual(['lamps', 'and', 'lights']);
    expect(joinKindPhrases(['knives', 'and', 'forks'])).toEqual(['knives', 'and', 'forks']);
    // A list of an activity's things names each of them, not the whole activity.
    expect(joinKindPhrases(['lures', 'and', 'waders'])).toEqual(['lures', 'and', 'waders']);
  });

  it("takes a thing for the activity its name's last noun belongs to", () => {
    expect(isOfKind(item('Kids Foamie Surfboard'), 'camping')).toBe(false);
    expect(isOfKind(item('Self-inflating Foamie Mat'), 'camping')).toBe(true);
    expect(isOfKind(item('Inflatable Fishing Kayak'), 'fishing')).toBe(false);
    expect(isOfKind(item('Peloton Exercise Bike'), 'fitness')).toBe(true);
    expect(isOfKind(item('Camping Lantern'), 'camping')).toBe(true);
  });
});
