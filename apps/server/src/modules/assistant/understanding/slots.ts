import { abbreviatedNames } from './place-abbreviations.js';
import { editDistance } from '../../../domain/words/edit-distance.js';
import { CATEGORIES } from '@circle/contract';
import { NUMBER_WORDS } from '../../../domain/words/number-words.js';
import { CATEGORY_WORDS, CONDITION_WORDS } from './lexicon.js';
import type { Filters, MemberName } from './query.js';
import { singular } from '../../../domain/words/singular.js';
import { vehicleAliases } from './vehicle-places.js';
import { compoundRoomHead, foldAccents } from './other-languages.js';

/** A question's words with the ones already explained marked, so each is used once. */
export class TokenSpan {
  readonly used: boolean[];
  constructor(readonly tokens: string[]) {
    this.used = tokens.map(() => false);
  }
  text() {
    return this.tokens.join(' ');
  }
  use(from: number, to = from + 1) {
    for (let i = from; i < to; i += 1) this.used[i] = true;
  }
  free(index: number) {
    return !this.used[index];
  }
  has(word: string) {
    return this.tokens.includes(word);
  }
  /** Marks every token of the first match of a token pattern, returns its groups. */
  take(pattern: RegExp): RegExpExecArray | undefined {
    const text = this.text();
    const match = pattern.exec(text);
    if (!match) return undefined;
    const before = text.slice(0, match.index).split(' ').filter(Boolean).length;
    const length = match[0].trim().split(' ').filter(Boolean).length;
    this.use(before, before + length);
    return match;
  }
}

export interface Vocabulary {
  categories: string[];
  locations: string[];
  brands: string[];
  /** Distinct words of the user's item names, brands, tags, rooms. */
  words: string[];
  /** The household's members, when it has more than one ("what did Sam add"). */
  members?: MemberName[] | undefined;
  /** People things are lent to or borrowed from ("Alex Kim"): names, never typos. */
  people?: string[] | undefined;
}

interface Entry {
  words: string[];
  kind: 'category' | 'location' | 'brand';
  value: string;
  /** A vehicle word for the owner's vehicle: "in the van" is in it, "for the car" is for it. */
  vehicle?: boolean;
  /** Read as the room only after "in", "at", "from" ("in the altar" for the Altar Corner). */
  placedOnly?: boolean;
}

/** Last words of a room's name that only say it is a part of a room ("the Altar Corner"). */
const PART_OF_ROOM = new Set(['corner', 'nook', 'area', 'space', 'spot', 'zone', 'alcove']);

/** Other names people use for a room the owner has ("the front room", "the cellar"). */
const ROOM_ALIASES: Record<string, string[]> = {
  'living room': [
    'lounge',
    'front room',
    'sitting room',
    'family room',
    'salon',
    'parlour',
    'parlor',
  ],
  lounge: ['living room', 'front room', 'sitting room'],
  basement: ['cellar', 'downstairs storage'],
  cellar: ['basement'],
  attic: ['loft'],
  loft: ['attic'],
  office: ['study', 'home office'],
  study: ['office', 'home office'],
  bathroom: ['loo', 'washroom'],
  garage: ['carport'],
  'utility room': ['laundry room'],
  laundry: ['utility room', 'laundry room'],
};

/** Words for the whole home: a room's last word alone that never names that room. */
const WHOLE_HOME = new Set([
  'house',
  'home',
  'flat',
  'apartment',
  'place',
  'property',
  'household',
]);

function entries(vocabulary: Vocabulary): Entry[] {
  const list: Entry[] = [];
  // "Ellie's Room", "Boys' Room": read as the question is, without the possessive.
  // "The bomb shelter" said as "bomb shelter": a room's leading article is no word of its name.
  const split = (text: string) =>
    // "Küche" asked as "kuche": a room's accents are folded as the question's are.
    foldAccents(text.toLowerCase())
      .replace(/^the\s+(?=\S)/, '')
      .replace(/['’]s\b/g, '')
      .replace(/['’]/g, '')
      .split(/[\s_&-]+/)
      // "Arjun and Meera's Room": a joining word is matched as it is typed, or left out.
      .filter((word) => word && !JOINERS.has(word));
  // "Our bedroom" for the Main Bedroom: a room's last word alone, when no other room shares it.
  const heads = vocabulary.locations.map((location) => split(location).at(-1) ?? '');
  for (const location of vocabulary.locations) {
    list.push({ words: split(location), kind: 'location', value: location });
    const words = split(location);
    const head = words.at(-1)!;
    if (
      words.length > 1 &&
      head !== 'room' &&
      // "The house", "the place": the whole home, never the Honey House or the Summer House.
      !WHOLE_HOME.has(head) &&
      heads.filter((other) => other === head).length === 1 &&
      !vocabulary.locations.some((other) => other.toLowerCase() === head)
    )
      list.push({ words: [head], kind: 'location', value: location });
    // "Everything in the altar" for the Altar Corner: the room said without its part-word.
    const part = words.slice(0, -1);
    if (
      words.length > 1 &&
      PART_OF_ROOM.has(head) &&
      !vocabulary.locations.some((other) => split(other).join(' ') === part.join(' '))
    )
      list.push({ words: part, kind: 'location', value: location, placedOnly: true });
    // "Opa's Wohnung", "his flat" for the Einliegerwohnung: a compound's last part, said alone.
    const compound = words.length === 1 ? compoundRoomHead(location) : undefined;
    const compoundHeads = vocabulary.locations.map((other) => compoundRoomHead(other)?.head);
    if (
      compound &&
      compoundHeads.filter((other) => other === compound.head).length === 1 &&
      !vocabulary.locations.some((other) =>
        [compound.head, compound.english].includes(split(other).join(' ')),
      )
    ) {
      list.push({ words: [compound.head], kind: 'location', value: location });
      list.push({ words: compound.english.split(' '), kind: 'location', value: location });
    }
    for (const alias of [
      ...(ROOM_ALIASES[location.toLowerCase()] ?? []),
      ...abbreviatedNames(location),
    ]) {
      list.push({ words: split(alias), kind: 'location', value: location });
    }
  }
  const vehicle = vehicleAliases(vocabulary.locations);
  for (const word of vehicle?.words ?? []) {
    list.push({ words: [word], kind: 'location', value: vehicle!.place, vehicle: true });
  }
  for (const brand of vocabulary.brands) {
    const words = split(brand.replace(/\./g, ' '));
    list.push({ words, kind: 'brand', value: brand });
    // "C. Krishniah Chetty" said "Krishniah Chetty": a maker's initials are often left out.
    const initials = words.findIndex((word) => word.length > 1);
    if (initials > 0 && words.length - initials >= 2)
      list.push({ words: words.slice(initials), kind: 'brand', value: brand });
  }
  for (const category of CATEGORIES) {
    list.push({
      words: split(category === 'chemical_perishable' ? 'food' : category),
      kind: 'category',
      value: category,
    });
    for (const word of CATEGORY_WORDS[category] ?? []) {
      list.push({ words: [word], kind: 'category', value: category });
    }
  }
  return list.sort((a, b) => b.words.length - a.words.length);
}

const PLACE_PREPOSITIONS = new Set(['in', 'at', 'inside', 'from', 'into', 'for']);
/** Words joining the parts of a name: "Crate & Barrel" typed "crate and barrel". */
const JOINERS = new Set(['&', 'and', 'n']);

/**
 * "Nana's cocoa" beside a maker called "Nana Cocoa": a name of several words whose first word is
 * someone said as owner is that person's thing, not the maker's.
 */
const saidAsOwners = (entry: Entry, owners: ReadonlySet<string>) =>
  entry.kind === 'brand' && entry.words.length > 1 && owners.has(entry.words[0]!);

/** Categories, rooms and brands named in the question, longest names first. */
export function extractVocabulary(
  span: TokenSpan,
  vocabulary: Vocabulary,
  filters: Filters,
  owners: ReadonlySet<string> = new Set(),
) {
  const list = entries(vocabulary).filter((entry) => !saidAsOwners(entry, owners));
  const tokens = span.tokens.map(singular);
  /** Tokens an entry covers from `start` (with "&" or "and" between its words), or 0. */
  const covered = (entry: Entry, start: number): number => {
    // "The bed room": a one-word name typed as two words.
    const [only] = entry.words;
    if (
      entry.words.length === 1 &&
      only!.length >= 6 &&
      span.free(start) &&
      span.free(start + 1) &&
      `${span.tokens[start]}${span.tokens[start + 1] ?? ''}` === only
    )
      return 2;
    let at = start;
    let misspelt = 0;
    for (const [k, word] of entry.words.entries()) {
      if (k > 0 && JOINERS.has(tokens[at] ?? '') && span.free(at)) at += 1;
      if (!span.free(at)) return 0;
      if (tokens[at] !== singular(word)) {
        // "The sewing rom": one word of a room's several typed a letter off, the rest exact.
        const typed = tokens[at] ?? '';
        const oneOff =
          entry.kind === 'location' &&
          entry.words.length > 1 &&
          misspelt === 0 &&
          typed.length >= 3 &&
          typed[0] === word[0] &&
          editDistance(typed, singular(word), 1) <= 1;
        if (!oneOff) return 0;
        misspelt += 1;
      }
      at += 1;
    }
    return at - start;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    if (!span.free(i)) continue;
    const forIt = [span.tokens[i - 1], span.tokens[i - 2]].includes('for');
    // "In the garage", "from my room": a place word right before, or before an article.
    const preposition = [span.tokens[i - 1], span.tokens[i - 2]].find(
      (word, k) =>
        word !== undefined &&
        PLACE_PREPOSITIONS.has(word) &&
        (k === 0 || ['the', 'my', 'our'].includes(span.tokens[i - 1] ?? '')),
    );
    const afterPreposition = preposition !== undefined && preposition !== 'for';
    const found = list.filter(
      (entry) =>
        !(entry.vehicle && forIt) &&
        !(entry.placedOnly && !afterPreposition) &&
        !(entry.kind === 'category' && namesWholeHousehold(span.tokens, i)) &&
        covered(entry, i) > 0,
    );
    if (found.length === 0) continue;
    const longest = found[0]!.words.length;
    const best = found.filter((entry) => entry.words.length === longest);
    const width = covered(best[0]!, i);
    const location = best.find((entry) => entry.kind === 'location');
    const category = best.find((entry) => entry.kind === 'category');
    const brand = best.find((entry) => entry.kind === 'brand');
    const placed =
      // "The whole kitchen": all of a room is the room.
      ['whole', 'entire'].includes(span.tokens[i - 1] ?? '') ||
      preposition !== undefined ||
      // "More than the kitchen": a room the owner has, said with its article, is the room;
      // "the kitchen stuff" may still be either.
      (location !== undefined &&
        ['the', 'our', 'my'].includes(span.tokens[i - 1] ?? '') &&
        !/^(?:stuff|things?|items?|gear|bits|ware|kit|equipment)$/.test(span.tokens[i + 1] ?? ''));
    // "What clothes do I wear": a set named twice is still one set.
    const add = (list: string[], value: string) => {
      if (!list.includes(value)) list.push(value);
    };
    if (location && category && !placed) {
      // "kitchen stuff": the Kitchen room or the Kitchenware category; said of a sort of room,
      // every room of that sort ("the back kitchen" too).
      add(filters.locations, location.value);
      for (const room of roomsOfSort(vocabulary.locations, location.value))
        add(filters.locations, room);
      add(filters.categories, category.value);
      filters.categoryOrLocation = true;
    } else if (location) add(filters.locations, location.value);
    else if (category && !(brand && !placed)) add(filters.categories, category.value);
    else if (brand) add(filters.brands, brand.value);
    span.use(i, i + width);
    i += width - 1;
  }
  // "The books plus the basement": a category added to a room is both sets, not their overlap.
  if (filters.categories.length && filters.locations.length && ADDING.test(span.text()))
    filters.categoryOrLocation = true;
}

/** Words after "household" that make it the category: "household items", "household stuff". */
const HOUSEHOLD_THINGS =
  /^(?:items?|things?|stuff|goods|supplies|appliances?|products?|gear|bits|equipment|ware|objects?)$/;

/**
 * "The 5 most expensive items in the household", "the whole household": the home and everyone's
 * things in it, not the Household Items category, which is said with what the things are.
 */
function namesWholeHousehold(tokens: string[], i: number): boolean {
  return (
    tokens[i] === 'household' &&
    ['the', 'our', 'my', 'whole', 'entire', 'this'].includes(tokens[i - 1] ?? '') &&
    !HOUSEHOLD_THINGS.test(tokens[i + 1] ?? '')
  );
}

/** Rooms whose name ends on the same word as the room said: "the back kitchen" for "kitchen". */
function roomsOfSort(locations: string[], room: string): string[] {
  const sort = room.toLowerCase().split(/\s+/).at(-1) ?? '';
  return locations.filter(
    (other) => other !== room && other.toLowerCase().split(/\s+/).at(-1) === sort,
  );
}

/** Words that add one set to another. */
export const ADDING = /\b(?:plus|as well as|together with|along with|and also|counted once)\b/;

/** "over $500", "between $100 and $300", "the $300 to $500 range", "cheaper than $50", "at least $1,000". */
export function extractValueBounds(span: TokenSpan, filters: Filters) {
  const amount = String.raw`\$(\d+(?:\.\d+)?)`;
  const between = span.take(
    new RegExp(
      String.raw`\b(?:(?:worth|valued|priced|costing) )?(?:between|from) ${amount} (?:and|to) ${amount}|\b(?:worth|valued|priced|costing|cost) ${amount} (?:to|and) ${amount}|(?:\bthe )?${amount} (?:to|-) ${amount} (?:range|bracket|band|mark)\b`,
    ),
  );
  if (between) {
    filters.valueMin = { amount: Number(between[1] ?? between[3] ?? between[5]), inclusive: true };
    filters.valueMax = { amount: Number(between[2] ?? between[4] ?? between[6]), inclusive: true };
    return;
  }
  const over =
    span.take(
      new RegExp(
        String.raw`\b(?:(?:worth|valued|priced|costing|cost|costs|that cost|that are worth|that is worth) )?(over|above|more than|greater than|exceeding|at least|pricier than|higher than|beyond|pass|passing|\+) ${amount}`,
      ),
    ) ??
    // "From 2k up", "$500 upwards": that amount and anything above it.
    span.take(
      new RegExp(
        String.raw`(?:\bfrom )?${amount} (?:(?:and|or) (?:up|over|above|more)|up(?:wards)?\b|onwards\b)`,
      ),
    );
  if (over) {
    const inclusive =
      over[1] === 'at least' ||
      /\b(?:and|or) (?:up|over|above|higher|greater)\b|\bor more\b|\bup(?:wards)?$|\bonwards$/.test(
        over[0],
      );
    filters.valueMin = { amount: Number(over[2] ?? over[1]), inclusive };
  }
  const under = span.take(
    new RegExp(
      String.raw`\b(?:(?:worth|valued|priced|costing|cost|costs) )?(under|below|less than|cheaper than|at most|up to|no more than|not more than|not over|not above|no higher than|lower than) ${amount}`,
    ),
  );
  if (under) {
    filters.valueMax = {
      amount: Number(under[2]),
      inclusive:
        /^(?:at most|up to|no more than|not more than|not over|not above|no higher than)$/.test(
          under[1]!,
        ),
    };
    return;
  }
  const orLess = span.take(
    new RegExp(
      String.raw`(?:\b(?:worth|valued|priced|costing) )?${amount} (?:or|and) (?:less|under|below|lower|cheaper|down)`,
    ),
  );
  if (orLess) filters.valueMax = { amount: Number(orLess[1]), inclusive: true };
}

/** "in poor condition", "fair shape", "broken", "brand new". */
/** "Is the TV in good shape?": the condition is what is asked of one thing, not a filter. */
const ASKS_IF_IN_SHAPE =
  /^(?:is|are|was|were) (?:the|my|our|his|her|their) .* in (?:good|bad|decent|ok|okay|fine|great|working) (?:shape|condition|state|nick)\b/;

export function extractConditions(span: TokenSpan, filters: Filters) {
  if (ASKS_IF_IN_SHAPE.test(span.text())) return;
  // "In good nick", "fair or poor shape": every condition named, the last one with its noun.
  const explicit = span.take(
    /\b(?:in )?(brand new|new|mint|excellent|good|fair|worn|poor|bad|damaged|broken) (?:condition|shape|state|nick|knick)\b/,
  );
  if (explicit) {
    const word = explicit[1]!.replace('brand ', '');
    filters.conditions.push(CONDITION_WORDS[word]!);
  } else if (span.take(/\bbrand new\b/)) {
    // "Which items are brand new": no brand is called "brand new"; it only says new.
    filters.conditions.push(CONDITION_WORDS.new!);
  }
  span.tokens.forEach((token, index) => {
    if (!span.free(index)) return;
    if (['fair', 'poor', 'excellent', 'damaged', 'broken', 'worn'].includes(token)) {
      const condition = CONDITION_WORDS[token]!;
      if (!filters.conditions.includes(condition)) filters.conditions.push(condition);
      span.use(index);
    }
  });
}

const OTHERS = String.raw`(?:the |my |other )?(?:neighbou?rs?|people|ppl|others|friends|folks?|anyone|anybody|everyone|community)`;
/**
 * Listed for others to borrow: "up for neighbours to borrow", "listed for borrowing", "what can
 * people borrow", "do I let friends borrow". Public items are the ones others can ask to borrow;
 * the owner's own borrowing is past or theirs ("what did I borrow").
 */
export const LISTED_FOR_BORROWING = new RegExp(
  String.raw`\b(?:up |listed |list |available |open )?for (?:${OTHERS} )?(?:to )?borrow(?:ing)?\b|\b(?:can|could|may) ${OTHERS} borrow\b|\blet ${OTHERS} borrow\b|\bavailable to borrow\b|\bborrowable\b`,
);

/** Visibility and loan flags: public, private, shareable, lent out. */
export function extractFlags(span: TokenSpan, filters: Filters) {
  if (span.take(/\b(not public|private|hidden|not visible|not listed|unlisted)\b/))
    filters.isPublic = false;
  else if (span.take(LISTED_FOR_BORROWING)) filters.isPublic = true;
  else if (
    span.take(
      /\b(public|publicly|visible|discoverable|shared with the community|on the community)( to (the )?(community|others|everyone|anyone))?\b|\b(can )?(the )?(community|others|everyone) (can )?(see|find|browse)\b/,
    )
  )
    filters.isPublic = true;
  if (span.take(/\b(not shareable|unshareable|not lendable)\b/)) filters.isShareable = false;
  else if (span.take(/\b(shareable|lendable|can lend|can be lent|available to lend)\b/))
    filters.isShareable = true;
}

const DAY = 86_400_000;

/** "added this month", "bought last week", "recently": a lower bound on the date added. */
export function extractAddedSince(span: TokenSpan, filters: Filters, today: string) {
  const now = new Date(`${today}T00:00:00Z`);
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  const counted = span.take(
    /\b(?:(?:i |we )?(?:added|add|bought|got|acquired|uploaded) )?(?:in |within |during )?(?:the )?(?:last|past) (\d+|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?|months?)\b/,
  );
  if (counted) {
    const n = Number(counted[1]) || NUMBER_WORDS[counted[1]!] || 1;
    const days = n * ({ day: 1, week: 7, month: 30 }[counted[2]!.replace(/s$/, '')] ?? 1);
    filters.addedSince = iso(now.getTime() - days * DAY);
    filters.addedLabel = `in the last ${n} ${counted[2]}`;
    return;
  }
  // "Most recently" orders by date; it does not bound it.
  const match = span.take(
    /\b(?:(?:i )?(?:added|add|bought|got|acquired|uploaded) )?(today|yesterday|this week|this month|this year|last week|last month|last year|past week|past month|past year|last 7 days|last 30 days|(?<!most )recently|lately)\b/,
  );
  if (!match) return;
  const period = match[1]!;
  const start = {
    today: () => today,
    yesterday: () => iso(now.getTime() - DAY),
    'this week': () => iso(now.getTime() - ((now.getUTCDay() + 6) % 7) * DAY),
    'this month': () => `${today.slice(0, 8)}01`,
    'this year': () => `${today.slice(0, 4)}-01-01`,
    'last week': () => iso(now.getTime() - 7 * DAY),
    'past week': () => iso(now.getTime() - 7 * DAY),
    'last 7 days': () => iso(now.getTime() - 7 * DAY),
    'last month': () => iso(now.getTime() - 30 * DAY),
    'past month': () => iso(now.getTime() - 30 * DAY),
    'last 30 days': () => iso(now.getTime() - 30 * DAY),
    recently: () => iso(now.getTime() - 30 * DAY),
    lately: () => iso(now.getTime() - 30 * DAY),
    'last year': () => iso(now.getTime() - 365 * DAY),
    'past year': () => iso(now.getTime() - 365 * DAY),
  }[period]!();
  filters.addedSince = start;
  filters.addedLabel = period === 'lately' ? 'recently' : period;
}
