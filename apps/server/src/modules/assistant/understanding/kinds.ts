import { singular } from '../../../domain/words/singular.js';
import { ACTIVITY_KINDS, ACTIVITY_NAMES } from './activity-kinds.js';
import { CARE_AND_WORK_KINDS } from './care-and-work-kinds.js';
import { ENGINE_KINDS } from './engine-kinds.js';
import { KIND_NAMES } from './kind-names.js';
import { KITCHEN_KINDS } from './kitchen-kinds.js';
import { PHONE_KINDS } from './phone-kinds.js';
import { WORN_KINDS } from './worn-kinds.js';
import type { KindRule } from './kind-rule.js';
import {
  GUITAR_MAKERS,
  GUITAR_MODELS,
  INSTRUMENT_MAKERS,
  WORLD_INSTRUMENTS,
} from './instrument-makers.js';
import { headNoun } from './name-head.js';
import type { Thesaurus } from './thesaurus.js';
import { ACCENTED, foldAccents } from './other-languages.js';

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
  ...WORN_KINDS,
  ...KITCHEN_KINDS,
  ...ENGINE_KINDS,
  ...CARE_AND_WORK_KINDS,
  ...PHONE_KINDS,
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
  guitar: {
    words: ['guitar', ...GUITAR_MODELS],
    brands: GUITAR_MAKERS,
    except: ['amp', 'amplifier', 'pedal', 'strap', 'case', 'capo', 'stand', 'tuner', 'string'],
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
      ...WORLD_INSTRUMENTS,
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
      'amp',
      'amplifier',
      'pedal',
      'strap',
      'case',
      'capo',
    ],
    brands: INSTRUMENT_MAKERS,
    tags: ['instrument', 'instruments'],
    hypernyms: ['musical instrument'],
    include: ['guitar'],
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
    .replace(ACCENTED, foldAccents)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);

/** A name holds a word, or a phrase said apart or written as one word ("airfryer"). */
const holds = (words: string[], entry: string) =>
  entry.includes(' ')
    ? ` ${words.join(' ')} `.includes(` ${entry} `) || words.includes(entry.replace(/ /g, ''))
    : words.includes(entry);

/** The activities each single word names a thing of ("surfboard" → sport). */
const ACTIVITIES_OF_WORD = new Map<string, string[]>();
for (const [activity, rule] of Object.entries(ACTIVITY_KINDS)) {
  for (const word of (rule.words ?? []).filter((entry) => !entry.includes(' '))) {
    ACTIVITIES_OF_WORD.set(word, [...(ACTIVITIES_OF_WORD.get(word) ?? []), activity]);
  }
}

/**
 * True when the noun an item's name ends on is a thing of another activity, which a word before
 * it does not change: a "Foamie Surfboard" is for surfing, not camping, and a "Fishing Kayak" is
 * a kayak. The kind's own phrases ending on the noun still count ("camping chair").
 */
function isOtherActivityThing(words: string[], kind: string, rule: KindRule): boolean {
  const head = headNoun(words);
  const owners = (head && ACTIVITIES_OF_WORD.get(head)) || [];
  const endsOnHead = (entry: string) => holds(words, entry) && entry.split(' ').at(-1) === head;
  return (
    kind in ACTIVITY_KINDS &&
    owners.length > 0 &&
    !(rule.words ?? []).some(endsOnHead) &&
    !owners.includes(kind) &&
    !owners.some((owner) => rule.include?.includes(owner))
  );
}

/** What the kind rule may ask of a dictionary: whether one noun names a kind of another. */
export type KindKnowledge = Pick<Thesaurus, 'isKindOf'>;

/** True when the noun the name ends on is, in its commonest sense, a kind of the rule's nouns. */
const isByHypernym = (words: string[], rule: KindRule, knowledge?: KindKnowledge) => {
  const head = headNoun(words);
  return (
    knowledge !== undefined &&
    head !== undefined &&
    (rule.hypernyms ?? []).some((noun) => knowledge.isKindOf(head, noun, 1))
  );
};

/**
 * True when the item is of the kind, by its name, brand, tags, category or an included kind, and,
 * given a dictionary, by what the noun its name ends on is a kind of.
 */
export function isOfKind(
  item: KindItem,
  kind: string,
  knowledge?: KindKnowledge,
  seen = new Set<string>(),
): boolean {
  const rule = KINDS[kind];
  if (!rule || seen.has(kind)) return false;
  seen.add(kind);
  const words = nameWords(item.item_name);
  if (rule.except?.some((entry) => holds(words, entry))) return false;
  const tags = item.tags.map((tag) => singular(tag.toLowerCase()));
  return (
    ((rule.words ?? []).some((entry) => holds(words, entry)) &&
      !isOtherActivityThing(words, kind, rule)) ||
    (rule.brands ?? []).includes((item.brand ?? '').toLowerCase()) ||
    (rule.tags ?? []).some((tag) => tags.includes(singular(tag))) ||
    // Tagged "sneakers": the owner's own word for what the thing is.
    (rule.words ?? []).some((entry) => tags.includes(entry)) ||
    (rule.categories ?? []).includes(item.category) ||
    (rule.notes ?? []).some((entry) => holds(nameWords(item.notes ?? ''), entry)) ||
    isByHypernym(words, rule, knowledge) ||
    (rule.include ?? []).some((other) => isOfKind(item, other, knowledge, seen))
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

/**
 * Words to fetch the kind's candidates with (names, brands, tags), and its categories; `anyName`
 * when what an item's name ends on may make it of the kind, so every item is a candidate.
 */
export function kindSearch(
  kind: string,
  seen = new Set<string>(),
): {
  words: string[];
  categories: string[];
  anyName: boolean;
} {
  const rule = KINDS[kind];
  if (!rule || seen.has(kind)) return { words: [], categories: [], anyName: false };
  seen.add(kind);
  const inner = (rule.include ?? []).map((other) => kindSearch(other, seen));
  return {
    anyName: (rule.hypernyms ?? []).length > 0 || inner.some((part) => part.anyName),
    words: [
      ...(rule.words ?? []),
      // "Airfryer" for an air fryer.
      ...(rule.words ?? [])
        .filter((word) => word.includes(' '))
        .map((word) => word.replace(/ /g, '')),
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

/** The word a kind is asked by: its own name when people say it, else the first they say. */
const askedAs = (kind: string) =>
  kindNamed(kind) === kind ? kind : ({ ...KIND_NAMES, ...ACTIVITY_NAMES }[kind]?.[0] ?? kind);

/**
 * The narrowest kind two things said together both belong to ("shoes and boots" → footwear),
 * among kinds of one sort of thing known by their words alone: a set of many sorts ("electrical",
 * "fishing") would take in far more than the two, and "rods, reels and tackle" lists its own.
 */
function kindOfBoth(first: string, second: string): string | undefined {
  if (kindNamed(first) || kindNamed(second)) return undefined;
  return Object.entries(KINDS)
    .filter(
      ([kind, rule]) =>
        !rule.categories &&
        !rule.include &&
        !COLLECTIVE.has(kind) &&
        isKindMember(first, kind) &&
        isKindMember(second, kind) &&
        singular(first) !== singular(second),
    )
    .sort(([, a], [, b]) => (a.words?.length ?? 0) - (b.words?.length ?? 0))[0]?.[0];
}

/** "Shoes and boots", "coats or jackets": two things of one kind said together name the kind. */
function joinedMembers(tokens: string[]): string[] {
  const out = [...tokens];
  for (let i = 0; i + 2 < out.length; i += 1) {
    if (!['and', 'or', '&', '+'].includes(out[i + 1]!)) continue;
    const kind = kindOfBoth(out[i]!, out[i + 2]!);
    if (!kind) continue;
    out[i] = askedAs(kind);
    out[i + 1] = 'the';
    out[i + 2] = 'the';
    i += 2;
  }
  return out;
}

/**
 * Joins the words of a kind said in several ("power tools", "white goods") into one token; the
 * places of the words taken in hold "the", so every other word keeps its position.
 */
export function joinKindPhrases(tokens: string[]): string[] {
  const out = joinedMembers(tokens);
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
