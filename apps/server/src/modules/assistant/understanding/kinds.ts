import { singular } from '../../../domain/words/singular.js';
import { ACTIVITY_KINDS, ACTIVITY_NAMES } from './activity-kinds.js';
import { KIND_NAMES } from './kind-names.js';
import type { KindRule } from './kind-rule.js';

export type { KindRule } from './kind-rule.js';

/**
 * Sets people name by kind or by purpose ("kitchen appliances", "power tools", "anything with a
 * screen", "coffee stuff", "things to sit on"): which items are such things, by the words of
 * their name, their brand, their tags or their category. The words are general knowledge of what
 * things are called, not any one inventory's names; an item is of a kind when one of its name's
 * words (or a phrase of them) is one of the kind's words.
 */
const COMPUTERS = ['computer', 'laptop', 'desktop', 'pc', 'macbook', 'imac', 'chromebook'];
const TABLETS = ['tablet', 'ipad', 'kindle', 'e reader', 'ereader'];

export const KINDS: Record<string, KindRule> = {
  ...ACTIVITY_KINDS,
  // What hangs on a wall: pictures, mirrors, clocks, and whatever the notes say is mounted there.
  'wall hung': {
    words: [
      'painting',
      'poster',
      'print',
      'picture',
      'mirror',
      'wall clock',
      'tapestry',
      'canvas',
      'artwork',
      'wall art',
    ],
    except: ['hand', 'compact', 'vanity'],
    notes: ['wall mounted', 'mounted on the wall', 'hung on', 'hangs on', 'on the wall'],
    categories: ['art'],
  },
  appliance: {
    words: [
      'refrigerator',
      'fridge',
      'freezer',
      'blender',
      'mixer',
      'toaster',
      'kettle',
      'microwave',
      'dishwasher',
      'washing machine',
      'tumble dryer',
      'espresso machine',
      'coffee machine',
      'coffee maker',
      'bread maker',
      'juicer',
      'food processor',
      'air fryer',
      'slow cooker',
      'rice cooker',
      'pressure cooker',
      'ice cream maker',
      'dehumidifier',
    ],
    // Makers of nothing but appliances: a "Breville Barista Express" is an espresso machine.
    brands: [
      'breville',
      'nespresso',
      'delonghi',
      "de'longhi",
      'vitamix',
      'magimix',
      'thermomix',
      'nutribullet',
      'keurig',
      'instant pot',
    ],
    except: ['audio', 'cement', 'dj'],
  },
  'power tool': {
    words: [
      'drill',
      'saw',
      'sander',
      'grinder',
      'jigsaw',
      'nailer',
      'nail gun',
      'planer',
      'impact driver',
      'heat gun',
      'chainsaw',
      'leaf blower',
      'hedge trimmer',
      'glue gun',
      'multi tool',
    ],
    except: ['hand', 'hacksaw', 'coffee', 'pepper', 'spice', 'salt', 'meat', 'puzzle'],
  },
  computer: { words: [...COMPUTERS, ...TABLETS] },
  laptop: { words: ['laptop', 'macbook', 'chromebook', 'thinkpad', 'notebook computer'] },
  tablet: { words: TABLETS },
  'game console': {
    words: ['game console', 'games console', 'playstation', 'xbox', 'gameboy', 'game boy', 'wii'],
    brands: ['nintendo'],
  },
  screen: {
    words: [
      'television',
      'tv',
      'telly',
      'monitor',
      'phone',
      'iphone',
      'smartphone',
      'camera',
      'camcorder',
      'smartwatch',
    ],
    include: ['computer', 'game console'],
  },
  game: {
    words: ['board game', 'video game', 'controller', 'joystick', 'chess', 'puzzle', 'gaming'],
    tags: ['game', 'games', 'gaming'],
    include: ['game console'],
  },
  toy: {
    words: ['toy', 'lego', 'doll', 'teddy', 'action figure', 'train set', 'playset', 'jigsaw'],
    brands: ['lego', 'hasbro', 'mattel', 'playmobil', 'fisher price', 'hot wheels'],
    tags: ['toy', 'toys'],
  },
  coffee: {
    words: ['coffee', 'espresso', 'cappuccino', 'latte', 'cafetiere', 'french press', 'moka'],
    tags: ['coffee'],
  },
  // What cooks on a hob: pots, pans and their kin, never a flower pot or a teapot.
  'pots and pans': {
    words: [
      'pot',
      'pan',
      'saucepan',
      'frying pan',
      'skillet',
      'wok',
      'dutch oven',
      'casserole',
      'braiser',
      'stockpot',
      'sauté pan',
      'saute pan',
      'griddle',
      'cookware set',
      'pan set',
    ],
    except: ['flower', 'plant', 'plant pot', 'tea', 'dust', 'bed', 'chamber'],
  },
  headphones: { words: ['headphone', 'earphone', 'earbud', 'headset', 'airpod'] },
  audio: {
    words: [
      'speaker',
      'record player',
      'turntable',
      'stereo',
      'radio',
      'amplifier',
      'soundbar',
      'hifi',
      'ipod',
    ],
    brands: ['sonos'],
    include: ['headphones'],
  },
  instrument: {
    words: [
      'guitar',
      'piano',
      'keyboard',
      'drum',
      'violin',
      'viola',
      'cello',
      'double bass',
      'bass guitar',
      'ukulele',
      'banjo',
      'mandolin',
      'harp',
      'flute',
      'clarinet',
      'oboe',
      'bassoon',
      'saxophone',
      'trumpet',
      'trombone',
      'cornet',
      'tuba',
      'harmonica',
      'accordion',
      'synthesizer',
      'synth',
      'xylophone',
      'glockenspiel',
      'cajon',
      'instrument',
    ],
    except: [
      'keyboard and mouse',
      'computer keyboard',
      'gaming keyboard',
      'book',
      'exam',
      'sheet music',
      'stool',
      'stand',
      'tuner',
      'lesson',
      'string',
    ],
    tags: ['instrument', 'instruments'],
  },
  music: {
    words: ['vinyl', 'guitar', 'piano', 'drum', 'violin', 'ukulele', 'instrument'],
    tags: ['music'],
    include: ['audio', 'instrument'],
  },
  electrical: {
    words: ['lamp', 'light', 'heater', 'fan', 'hair dryer', 'steam iron', 'charger', 'vacuum'],
    categories: ['electronics'],
    include: ['appliance', 'power tool'],
  },
  garden: {
    words: [
      'mower',
      'lawnmower',
      'strimmer',
      'hedge trimmer',
      'hose',
      'rake',
      'spade',
      'shovel',
      'wheelbarrow',
      'secateurs',
      'trowel',
      'planter',
      'watering can',
      'leaf blower',
    ],
    tags: ['garden', 'gardening'],
  },
  cleaning: {
    words: ['vacuum', 'hoover', 'roomba', 'mop', 'broom', 'steam cleaner', 'duster', 'dustpan'],
    categories: ['cleaning supplies'],
  },
  seat: {
    words: [
      'chair',
      'couch',
      'sofa',
      'settee',
      'stool',
      'bench',
      'armchair',
      'recliner',
      'loveseat',
      'ottoman',
      'pouffe',
      'beanbag',
      'bean bag',
    ],
    except: ['work', 'workbench', 'weight', 'car'],
  },
  sofa: { words: ['sofa', 'couch', 'settee', 'loveseat', 'chesterfield'] },
  // Things worn, by where they are worn.
  wristwear: {
    words: ['watch', 'wristwatch', 'smartwatch', 'bracelet', 'bangle', 'wristband', 'cufflink'],
    except: ['watch winder', 'stopwatch'],
  },
  ring: {
    words: ['ring', 'wedding band', 'signet'],
    except: ['ring light', 'doorbell', 'key ring'],
  },
  neckwear: { words: ['necklace', 'pendant', 'choker', 'scarf', 'tie', 'bow tie', 'locket'] },
  headwear: { words: ['hat', 'cap', 'beanie', 'helmet', 'beret', 'fedora', 'headband'] },
  footwear: {
    words: ['shoe', 'boot', 'trainer', 'sneaker', 'sandal', 'slipper', 'loafer', 'heel', 'clog'],
    except: ['shoe rack', 'boot tray', 'car boot'],
  },
  eyewear: { words: ['glasses', 'sunglasses', 'spectacles', 'goggles', 'contact lens'] },
  earwear: { words: ['earring', 'stud earring', 'hoop', 'earbud', 'airpod', 'hearing aid'] },
  outerwear: {
    words: [
      'coat',
      'jacket',
      'parka',
      'anorak',
      'raincoat',
      'overcoat',
      'trench coat',
      'puffer',
      'fleece',
      'gilet',
      'poncho',
      'windbreaker',
      'cagoule',
    ],
    except: ['coat hanger', 'coat rack', 'coat hook', 'jacket potato'],
  },
  'dutch oven': { words: ['dutch oven', 'casserole', 'cocotte'] },
  // Things handed down: said so in the notes, or named after the grandparent they came from.
  inherited: {
    words: [
      'heirloom',
      'grandad',
      'grandpa',
      'grandma',
      'grandmother',
      'grandfather',
      'nan',
      'nana',
      'granny',
      'gran',
    ],
    notes: [
      'inherited',
      'inherit',
      'heirloom',
      'handed down',
      'left to me',
      'left to us',
      'bequeathed',
    ],
  },
  motorised: {
    words: [
      'mower',
      'lawnmower',
      'leaf blower',
      'hedge trimmer',
      'strimmer',
      'pressure washer',
      'rotavator',
      'tiller',
      'generator',
      'scooter',
      'motorbike',
    ],
    include: ['power tool', 'appliance', 'vacuum'],
  },
  'robot vacuum': { words: ['robot vacuum', 'roomba'], brands: ['irobot'] },
  vacuum: { words: ['vacuum', 'hoover', 'roomba', 'robovac'], brands: ['irobot'] },
};

const BY_WORD = new Map(
  Object.entries({ ...KIND_NAMES, ...ACTIVITY_NAMES }).flatMap(([kind, words]) =>
    words.map((word) => [word, kind] as const),
  ),
);

/** The kind a word or phrase of a question names ("appliances" → appliance), if any. */
export function kindNamed(word: string): string | undefined {
  const lower = word.toLowerCase();
  return BY_WORD.get(lower) ?? BY_WORD.get(singular(lower)) ?? BY_WORD.get(lower.replace(/s$/, ''));
}

/** Phrases of several words that name a kind, longest first, as the question's tokens say them. */
export const KIND_PHRASES = [...BY_WORD.keys()]
  .filter((phrase) => phrase.includes(' '))
  .flatMap((phrase) => [phrase, `${phrase}s`])
  .sort((a, b) => b.split(' ').length - a.split(' ').length);

/** What the kind rule looks at of an item. */
export interface KindItem {
  item_name: string;
  brand: string | null;
  category: string;
  tags: string[];
  notes?: string | null;
}

const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);

const holds = (words: string[], entry: string) =>
  entry.includes(' ') ? ` ${words.join(' ')} `.includes(` ${entry} `) : words.includes(entry);

/** True when the item is of the kind, by its name, brand, tags, category or an included kind. */
export function isOfKind(item: KindItem, kind: string, seen = new Set<string>()): boolean {
  const rule = KINDS[kind];
  if (!rule || seen.has(kind)) return false;
  seen.add(kind);
  const words = nameWords(item.item_name);
  if (rule.except?.some((entry) => holds(words, entry))) return false;
  const tags = item.tags.map((tag) => singular(tag.toLowerCase()));
  return (
    (rule.words ?? []).some((entry) => holds(words, entry)) ||
    (rule.brands ?? []).includes((item.brand ?? '').toLowerCase()) ||
    (rule.tags ?? []).some((tag) => tags.includes(singular(tag))) ||
    (rule.categories ?? []).includes(item.category) ||
    (rule.notes ?? []).some((entry) => holds(nameWords(item.notes ?? ''), entry)) ||
    (rule.include ?? []).some((other) => isOfKind(item, other, seen))
  );
}

/** True when a word of the question is one of the kind's own words ("chairs" for seats). */
export function isKindMember(word: string, kind: string, seen = new Set<string>()): boolean {
  const rule = KINDS[kind];
  if (!rule || seen.has(kind)) return false;
  seen.add(kind);
  const base = singular(word.toLowerCase());
  return (
    (rule.words ?? []).includes(base) ||
    (rule.include ?? []).some((other) => isKindMember(word, other, seen))
  );
}

/** Words to fetch the kind's candidates with (names, brands, tags), and its categories. */
export function kindSearch(
  kind: string,
  seen = new Set<string>(),
): {
  words: string[];
  categories: string[];
} {
  const rule = KINDS[kind];
  if (!rule || seen.has(kind)) return { words: [], categories: [] };
  seen.add(kind);
  const inner = (rule.include ?? []).map((other) => kindSearch(other, seen));
  return {
    words: [
      ...(rule.words ?? []),
      ...(rule.brands ?? []),
      ...(rule.tags ?? []),
      ...(rule.notes ?? []),
      ...inner.flatMap((part) => part.words),
    ],
    categories: [...(rule.categories ?? []), ...inner.flatMap((part) => part.categories)],
  };
}

/** Kinds that name a set of things; the others are another name for one sort of thing. */
const COLLECTIVE = new Set([
  ...Object.keys(ACTIVITY_KINDS),
  'appliance',
  'power tool',
  'computer',
  'screen',
  'game',
  'toy',
  'coffee',
  'audio',
  'music',
  'electrical',
  'garden',
  'cleaning',
  'seat',
]);

/** True when the word names a set of things by kind ("appliances", "gaming"), not one thing. */
export const namesCollectiveKind = (word: string) => COLLECTIVE.has(kindNamed(word) ?? '');

/**
 * Joins the words of a kind said in several ("power tools", "white goods") into one token; the
 * places of the words taken in hold "the", so every other word keeps its position.
 */
export function joinKindPhrases(tokens: string[]): string[] {
  const out = [...tokens];
  for (let i = 0; i < out.length; i += 1) {
    const phrase = KIND_PHRASES.find((candidate) =>
      candidate.split(' ').every((part, k) => out[i + k] === part),
    );
    if (!phrase) continue;
    const length = phrase.split(' ').length;
    out[i] = out.slice(i, i + length).join(' ');
    for (let k = 1; k < length; k += 1) out[i + k] = 'the';
    i += length - 1;
  }
  return out;
}
