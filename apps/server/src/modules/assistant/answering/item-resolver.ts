import {
  endsACode,
  isModelCode,
  punctuatedCodes,
  singularCode,
  spacedCode,
} from './model-codes.js';
import type { FactItem, InventoryFacts } from '../inventory-facts.js';
import type { ItemIndex } from '../item-index.js';
import type { Thesaurus } from '../understanding/thesaurus.js';
import { singular } from '../../../domain/words/singular.js';
import { itemsOfKind, wordsBesideKind } from './kind-resolver.js';
import { withTagged } from './tagged-sets.js';
import { compoundAsHead } from './compound-heads.js';
import { possessorsThings } from './possessor-sets.js';
import { byInitials, byPrefix, nameParts } from './short-names.js';
import { kindWordsOf, wordsOf } from './item-words.js';
import { ACCENTED, foldAccents } from '../understanding/other-languages.js';

export interface Resolution {
  items: FactItem[];
  /** How the words were matched: by the items' own words, a synonym, a related kind, meaning. */
  how: 'words' | 'synonym' | 'related' | 'meaning' | 'none';
  /** Question words found only in notes, tags or descriptions (they answer "does it come with"). */
  detailWords: string[];
  /** Matched by meaning with several items about as close: the answer must ask which. */
  ambiguous?: boolean;
  /** Words beside a kind that narrowed it ("orange" of "the orange casserole"). */
  narrowing?: string[];
  /** Every match holds all the words in its name: the set is "names containing these words". */
  byName?: string[];
}

/** Words of a thing's age, said of it rather than named in it. */
const AGE_WORDS = new Set(['old', 'older', 'vintage', 'antique', 'ancient', 'retro']);

/** Matches by meaning closer than this to the best one are treated as equally likely. */
const MEANING_TIE = 0.05;

export { wordsOf } from './item-words.js';

const hasTerm = (words: Set<string>, text: string, term: string) =>
  term.includes(' ') ? text.includes(term) : words.has(singular(term));

interface Scored {
  item: FactItem;
  score: number;
  nameHits: number;
}

/** The last one and two words of a name: what the item is ("chair", "dutch oven"). */
export function headsOf(name: string): string[] {
  const words = kindWordsOf(name).map(singular);
  return [words.at(-1) ?? '', words.slice(-2).join(' ')].filter(Boolean);
}

/**
 * Scores items by where the terms occur: the name counts most, then brand and tags, then notes.
 * Terms in `headOnly` (kinds of what was asked) count only as what the item is, its name's last
 * words: a box seat is a kind of seat, but a "Box Set" is no seat.
 */
function score(
  items: FactItem[],
  groups: string[][],
  headOnly = new Set<string>(),
  isKind: (head: string) => boolean = () => true,
  parentOnly = new Set<string>(),
): Scored[] {
  return items.map((item) => {
    const nameText = item.item_name.toLowerCase();
    const allHeads = new Set(headsOf(item.item_name));
    const heads = new Set([...allHeads].filter(isKind));
    const name = wordsOf(item.item_name);
    const brand = wordsOf(item.brand);
    const tags = wordsOf(item.tags.join(' '));
    const details = wordsOf(`${item.notes ?? ''} ${item.description ?? ''}`);
    let total = 0;
    let nameHits = 0;
    for (const group of groups) {
      const inName = (term: string) =>
        headOnly.has(term)
          ? heads.has(singular(term))
          : parentOnly.has(term)
            ? allHeads.has(singular(term))
            : hasTerm(name, nameText, term);
      if (group.some(inName)) {
        total += 3;
        nameHits += 1;
      } else if (
        group.some(
          (term) =>
            !headOnly.has(term) &&
            !parentOnly.has(term) &&
            (brand.has(singular(term)) || tags.has(singular(term))),
        )
      )
        total += 2;
      else if (group.some((term) => isModelCode(term) && details.has(term)))
        // A model code the notes hold ("Model QE55Q60B") names that item as well as its name.
        total += 3;
      else if (
        group.some(
          (term) => !headOnly.has(term) && !parentOnly.has(term) && details.has(singular(term)),
        )
      )
        total += 1;
    }
    return { item, score: total, nameHits };
  });
}

/**
 * Words said together ("wall mounted") that an item's notes hold as they were said name that item
 * better than one of the words in another item's name ("Wall Mirror").
 */
function withPhraseBonus(scored: Scored[], words: string[]): Scored[] {
  if (words.length < 2) return scored;
  const phrase = words.join(' ');
  return scored.map((entry) => {
    const { item } = entry;
    const text = `${item.item_name} ${item.notes ?? ''} ${item.description ?? ''}`
      .toLowerCase()
      .replace(ACCENTED, foldAccents)
      .replace(/[^a-z0-9]+/g, ' ');
    return text.includes(phrase) ? { ...entry, score: entry.score + 3 * words.length } : entry;
  });
}

function best(scored: Scored[]): FactItem[] {
  const top = Math.max(0, ...scored.map((entry) => entry.score));
  if (top < 2 || !scored.some((entry) => entry.nameHits > 0 || entry.score >= 2)) return [];
  return scored.filter((entry) => entry.score === top).map((entry) => entry.item);
}

/**
 * Finds the items a phrase names: a kind ("appliances", "coffee stuff") first, then the user's own
 * words, then WordNet synonyms and kinds ("sofa" → couch), then close relatives ("laptop" →
 * notebook), then sentence embeddings.
 */
/**
 * A parent kind that is the asked word's own last part ("saw" of "chainsaw", "chair" of
 * "armchair") is the general kind the word narrows: a table saw is a saw but no chainsaw, so such
 * a parent never stands for the word. A parent of another name ("refrigerator" of "fridge") does.
 */
export function parentsBeyondHead(word: string, parents: string[]): string[] {
  const joined = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');
  const asked = joined(word);
  return parents.filter((parent) => {
    const general = joined(parent);
    return general === asked || !asked.endsWith(general);
  });
}

/** Words for "things" after a describing word: "ski gear", "camping stuff", "fishing kit". */
const GENERIC_HEAD = String.raw`(?:equipment|gear|kit|stuff|things|bits|items|accessories|supplies|paraphernalia)\b`;

/**
 * "What tables do we own": a one-word kind names the items that are that thing (an Oak Dining
 * Table), not those it only describes (a Table Saw), when there are both.
 */
export function whatTheyAre(items: FactItem[], words: string[], question = ''): FactItem[] {
  if (words.length !== 1 || items.length < 2) return items;
  const word = singular(words[0]!);
  // "Our ski gear", "the camping stuff": the word describes a set of things, each with it.
  if (
    new RegExp(String.raw`\b${word.replace(/[^a-z0-9]/g, '\\$&')}s? ${GENERIC_HEAD}`, 'i').test(
      question,
    )
  )
    return items;
  const heads = items.filter((item) => singular(kindWordsOf(item.item_name).at(-1) ?? '') === word);
  return heads.length > 0 ? heads : items;
}

/**
 * "The cat carrier", "the oak press": what is asked (the last word, an English noun) is in none of
 * the matched items, whose only tie is a word describing it ("cat", "oak"). A Cat Tree is no cat
 * carrier: the thing asked is not owned. A brand said beside it ("the Apple laptop") still names
 * the owner's item.
 */
export function onlyDescribedBy(
  items: FactItem[],
  words: string[],
  thesaurus: Thesaurus | undefined,
  question = '',
): boolean {
  const head = words.at(-1);
  // "The diamond nose ring": a kind said in two words is a noun by its last one.
  const noun = head?.split(' ').at(-1);
  if (!thesaurus || !head || !noun || words.length < 2 || !thesaurus.isNoun(noun)) return false;
  const mentions = (item: FactItem, word: string) => {
    const text = `${item.item_name} ${item.brand ?? ''} ${item.tags.join(' ')} ${item.notes ?? ''} ${item.description ?? ''}`;
    return word.includes(' ')
      ? text.toLowerCase().includes(word)
      : wordsOf(text).has(singular(word));
  };
  if (items.some((item) => mentions(item, head))) return false;
  // "The chest freezer": a thing-word before the thing asked only says which kind it is. Items
  // that are that first word's kind themselves (a tool chest, a hope chest) are other things.
  const modifier = singular(words[0]!);
  if (
    words.length === 2 &&
    new RegExp(String.raw`\b${words[0]}s? ${head}\b`).test(question.toLowerCase()) &&
    thesaurus.isThing(head) &&
    items.every((item) => headsOf(item.item_name)[0] === modifier)
  )
    return true;
  // "The drill, the Makita one", "the switch, kids are asking": a word naming what the item is
  // was said too; the last word is only more talk.
  const said = new Set(words.slice(0, -1).map(singular));
  if (items.some((item) => headsOf(item.item_name).some((part) => said.has(part)))) return false;
  return !items.some((item) =>
    words.slice(0, -1).some((word) => wordsOf(item.brand).has(singular(word))),
  );
}

export async function resolveItems(
  phrase: string[],
  deps: {
    facts: InventoryFacts;
    thesaurus?: Thesaurus | undefined;
    index?: ItemIndex;
    userId: string;
    /** The question as asked, for how its words were said. */
    question?: string;
    /** True when all the words are the owner's vocabulary or no English word at all. */
    ownWords?: (words: string[]) => boolean;
  },
): Promise<Resolution> {
  const words = phrase.map((word) => word.toLowerCase());
  if (words.length === 0) return { items: [], how: 'none', detailWords: [] };
  // "Opa's old cameras", "my old drill": how old a thing is is said of it, rarely named in it.
  const ageless = words.filter((word) => !AGE_WORDS.has(word));
  if (ageless.length > 0 && ageless.length < words.length) {
    const found = await resolveItems(ageless, deps);
    const aged = found.items.filter((item) =>
      words.some((word) => AGE_WORDS.has(word) && wordsOf(item.item_name).has(word)),
    );
    if (found.items.length > 0) return aged.length > 0 ? { ...found, items: aged } : found;
  }
  const kind = await itemsOfKind(words, deps.facts, deps.thesaurus);
  if (kind)
    return { items: kind, how: 'words', detailWords: [], narrowing: wordsBesideKind(words) };
  const asHead = compoundAsHead(words, deps.thesaurus?.synonyms.bind(deps.thesaurus));
  if (asHead) {
    const byHead = await resolveItems(asHead, deps);
    if (byHead.items.length > 0) return byHead;
  }
  const candidates = await deps.facts.matching(words);
  const owned = possessorsThings(candidates, words, deps.question ?? '');
  if (owned?.items) return { items: owned.items, how: 'words', detailWords: [] };
  if (owned?.words) return resolveItems(owned.words, deps);
  const direct = best(
    withPhraseBonus(
      score(
        candidates,
        words.map((word) => [word]),
      ),
      words,
    ),
  );
  if (direct.length > 0 && !onlyDescribedBy(direct, words, deps.thesaurus, deps.question)) {
    const named = withTagged(
      whatTheyAre(direct, words, deps.question),
      candidates,
      words,
      deps.question ?? '',
      (tag, word) => deps.thesaurus?.isKindOf(tag, word, 1) ?? false,
    );
    return { items: named, how: 'words', detailWords: detailWords(named, words) };
  }
  // "The RX40s": a model code made plural.
  const singled = words.map((word) => singularCode(word) ?? word);
  if (singled.some((word, index) => word !== words[index])) {
    const byCode = await resolveItems(singled, deps);
    if (byCode.items.length > 0) return byCode;
  }
  // "The ms261": a model code typed without the space its name has.
  const spaced = words.map((word) => spacedCode(word) ?? word);
  if (spaced.some((word, index) => word !== words[index])) {
    const byCode = await resolveItems(spaced, deps);
    if (byCode.items.length > 0) return byCode;
  }
  // A short name is short ("mac", "tele") or no dictionary word ("lawnmower", "roomba").
  const mayBeShort = words.some((word) => word.length <= 4 || !deps.thesaurus?.isWord(word));
  if (mayBeShort) {
    const prefixed = await deps.facts.matching(words.map((word) => word.slice(0, 4)));
    const shortened = properNamesFirst(
      byPrefix(prefixed, words),
      words,
      (word) => deps.thesaurus?.isWord(word) === true,
    );
    if (shortened.length > 0) {
      const lengthened = onlyLongerWords(
        shortened,
        words,
        (word) => deps.thesaurus?.isWord(word) === true,
      );
      return {
        items: shortened,
        how: 'words',
        detailWords: detailWords(shortened, words),
        ...(lengthened ? { ambiguous: true } : {}),
      };
    }
  }
  // "The PS5", "the MBP": letters and a number standing for a name's words.
  const initialled = words.filter(
    (word) => /^[a-z]{2,4}\d{0,3}$/.test(word) && !deps.thesaurus?.isWord(word),
  );
  const codeEnds = words.filter((word) => /[a-z]/.test(word) && /\d/.test(word));
  // Every item, read once for both short-name checks.
  let everything: FactItem[] | undefined;
  const allItems = async () => (everything ??= await deps.facts.items({}, 'value_desc', 2000));
  if (initialled.length === 1 && words.length <= 2) {
    const named = byInitials(await allItems(), initialled[0]!);
    if (named.length > 0) return { items: named, how: 'words', detailWords: [] };
  }
  if (codeEnds.length === 1 && words.length <= 2) {
    const named = (await allItems()).filter(
      (item) =>
        nameParts(item.item_name, false).some((part) => endsACode(part, codeEnds[0]!)) ||
        punctuatedCodes(item.item_name).includes(codeEnds[0]!),
    );
    if (named.length > 0) return { items: named, how: 'words', detailWords: [] };
  }
  const thesaurus = deps.thesaurus;
  if (thesaurus) {
    for (const tier of ['synonym', 'related'] as const) {
      const synonyms = new Set(words.flatMap((word) => thesaurus.synonyms(word)));
      const headOnly = new Set(
        tier === 'synonym'
          ? words.flatMap((word) => thesaurus.kinds(word)).filter((term) => !synonyms.has(term))
          : [],
      );
      // A parent kind names what an item is, its name's last words: a tripod is a stand, but a
      // "Stand Mixer" is no stand.
      const parentOnly = new Set(
        tier === 'synonym'
          ? words
              .flatMap((word) => parentsBeyondHead(word, thesaurus.parents(word)))
              .filter((term) => !synonyms.has(term))
          : [],
      );
      // A fridge is a refrigerator (its parent kind): as sure as a synonym. A microwave is only
      // the refrigerator's sibling: a relative, asked about rather than assumed.
      const groups = words.map((word) => [
        word,
        ...(tier === 'synonym'
          ? [
              ...thesaurus.synonyms(word),
              ...parentsBeyondHead(word, thesaurus.parents(word)),
              ...thesaurus.kinds(word),
            ]
          : thesaurus.siblings(word)),
      ]);
      const terms = groups.flat();
      if (terms.length === words.length) continue;
      // What the item is, in its two commonest senses, must be of the kind asked: a dining chair is
      // no instrument although an electric chair is one.
      const isKind = (head: string) => words.some((word) => thesaurus.isKindOf(head, word, 2));
      const scored = score(
        await deps.facts.matching(terms),
        groups,
        headOnly,
        isKind,
        parentOnly,
      ).filter(
        // Through another word, every word of the phrase must name the item ("tile cutter" is
        // not a knife set because a cutter may be a knife).
        (entry) => entry.nameHits === groups.length,
      );
      const found = best(scored).filter((item) =>
        groups.some((group) =>
          group.some((term) =>
            headOnly.has(term)
              ? headsOf(item.item_name).filter(isKind).includes(singular(term))
              : parentOnly.has(term)
                ? headsOf(item.item_name).includes(singular(term))
                : hasTerm(wordsOf(item.item_name), foldAccents(item.item_name.toLowerCase()), term),
          ),
        ),
      );
      // A close relative is not the thing asked for ("microwave" is no refrigerator): ask.
      if (found.length > 0)
        return { items: found, how: tier, detailWords: [], ambiguous: tier === 'related' };
    }
  }
  // The same household the facts are about: every member's items, never another's.
  const scope = { userId: deps.userId, householdId: deps.facts.householdId };
  if (deps.index?.ready(scope)) {
    const near = await deps.index.nearest(scope, words.join(' '), 3, 0.5).catch(() => []);
    const top = near[0]?.score ?? 0;
    const close = near.filter((match) => match.score >= top - MEANING_TIE).map((match) => match.id);
    if (close.length > 0) {
      return {
        items: await deps.facts.byIds(close),
        how: 'meaning',
        detailWords: [],
        // Meaning alone ("microwave" near the refrigerator) is a guess: a single match is offered
        // as a question unless the words are the owner's own.
        ambiguous: close.length > 1 || !deps.ownWords?.(words),
      };
    }
  }
  return { items: [], how: 'none', detailWords: [] };
}

/**
 * "The Mac": a short name stands for a name of the owner's own (a MacBook) before a dictionary
 * word that starts the same way (a machine), when both are there.
 */
export function properNamesFirst(
  items: FactItem[],
  words: string[],
  isWord: (word: string) => boolean,
): FactItem[] {
  if (items.length < 2) return items;
  const proper = items.filter((item) =>
    [...wordsOf(`${item.item_name} ${item.brand ?? ''}`)].some(
      (part) => !isWord(part) && words.some((word) => part !== word && part.startsWith(word)),
    ),
  );
  return proper.length > 0 ? proper : items;
}

/**
 * "car" is no short name of a "card": when every match only holds a longer word that is a word
 * of its own, the match is a guess, asked about rather than answered.
 */
export function onlyLongerWords(
  items: FactItem[],
  words: string[],
  isWord: (word: string) => boolean,
): boolean {
  return items.every((item) =>
    words.every((word) =>
      [...wordsOf(`${item.item_name} ${item.brand ?? ''}`)].some(
        (own) => own !== word && own.startsWith(word) && isWord(word) && isWord(own),
      ),
    ),
  );
}

/** Question words that are not in the matched items' names: they ask about the details. */
function detailWords(items: FactItem[], words: string[]): string[] {
  return words.filter((word) =>
    items.every((item) => !wordsOf(item.item_name).has(singular(word))),
  );
}
