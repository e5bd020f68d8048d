import { singular } from '../../../domain/words/singular.js';
import type { FactItem } from '../inventory-facts.js';
import type { EvidenceDoubt } from '../understanding/evidence-doubts.js';
import { ACTIVITY_KINDS } from '../understanding/activity-kinds.js';
import { isOfKind, kindNamed } from '../understanding/kinds.js';
import { CATEGORY_WORDS, FUNCTION_WORDS } from '../understanding/lexicon.js';
import { hasFilters } from '../understanding/query.js';
import type { Thesaurus } from '../understanding/thesaurus.js';
import { tokenize } from '../understanding/tokens.js';
import { headsOf } from './item-resolver.js';
import { rivalWords } from './set-rivals.js';
import { wordsOf } from './item-words.js';
import type { Reply, Turn } from './turn.js';
import { statedCountDoubt } from './stated-count-doubt.js';
import { gatheredByUse } from './use-gathered-sets.js';

/** Words that say "a set of things" without saying which things. */
const SET_WORDS = new Set(
  `all everything anything things thing stuff gear kit kits equipment belongings collection any
  whatever items item`.split(/\s+/),
);

/** Words of a set's name that name nothing of their own. */
const NAMING_NOTHING = new Set(
  [...SET_WORDS, 'own', 'mine', 'ours', 'we', 'us', 'my', 'our', 'your', 'the'].map(singular),
);

// "Anything of Rex's?" is read as no operation and answered as a list of what it names.
/** Words joining names in one phrase ("pots and pans", "things for the cat"). */
const JOINING = new Set(['and', 'or', 'with', 'plus', 'n', 'for', 'of', 'to', 'in', 'on']);

/** Loans are answered from who has what, not from a set's words. */
const LOAN_INTENTS = new Set(['lent', 'borrowed', 'overdue', 'field_loan']);

const SET_OPERATIONS = new Set([
  'total',
  'count',
  'list',
  'average',
  'compare',
  'describe',
  'unknown',
]);

/** Operations stating a figure for a set: "where is the compressor" states none. */
const FIGURE_OPERATIONS = new Set(['total', 'count', 'list', 'average', 'compare']);

/** The evidence a thing is what a word names, as sure as the owner's own filing of it. */
interface Evidence {
  thesaurus: Thesaurus | undefined;
  /** Someone named with "'s" ("Rex's stuff"): their things are told by tags or notes. */
  possessors: Set<string>;
  /** Tags several of the items found share: a set the owner made. */
  sharedTags: Set<string>;
}

const categoryWords = (category: string) =>
  new Set([...wordsOf(category), ...(CATEGORY_WORDS[category] ?? []).map(singular)]);

/** Someone's things are told by their tags, notes or room, not by a name that holds theirs. */
const holds = (item: FactItem, owner: string) =>
  wordsOf(
    `${item.tags.join(' ')} ${item.notes ?? ''} ${(item.location ?? '').replace(/['’]s\b/g, '')}`,
  ).has(owner);

/** Whether the item is what the words name and, when someone's things were asked, theirs. */
function surelyOf(item: FactItem, words: string[], evidence: Evidence): boolean {
  const owners = words.filter((word) => evidence.possessors.has(word));
  const kinds = words.filter((word) => !evidence.possessors.has(word));
  // "Ivo's silver": the silver found must be Ivo's as well, by a word of his on the item.
  const theirs = owners.every(
    (owner) => holds(item, owner) || (kinds.length > 0 && wordsOf(item.item_name).has(owner)),
  );
  return theirs && (kinds.length === 0 || kinds.some((word) => surelyNames(item, word, evidence)));
}

/** Whether a word names the item by what it is, its category, its brand or a shared tag. */
export function surelyNames(item: FactItem, word: string, evidence: Evidence): boolean {
  const { thesaurus, sharedTags } = evidence;
  const heads = headsOf(item.item_name);
  if (heads.includes(word)) return true;
  if (categoryWords(item.category).has(word) || wordsOf(item.brand).has(word)) return true;
  if (sharedTags.has(word) && item.tags.some((tag) => singular(tag.toLowerCase()) === word))
    return true;
  if (!thesaurus) return false;
  // A name of the owner's own ("the Roomba"): no dictionary word, so no describing one either.
  if (!thesaurus.isWord(word)) return wordsOf(item.item_name).has(word);
  const synonyms = thesaurus.synonyms(word);
  return heads.some((head) => synonyms.includes(head) || thesaurus.isKindOf(head, word, 1));
}

/** The words naming the set, without those that say only "things" or "mine". */
function namingWords(turn: Turn): string[] {
  const { query } = turn;
  const phrase =
    query.operation === 'compare' && query.compare
      ? [...query.compare.left.phrase, ...query.compare.right.phrase]
      : query.phrase;
  return [
    ...new Set(
      phrase
        .flatMap((word) => word.toLowerCase().split(' '))
        .map(singular)
        .filter(
          (word) => !NAMING_NOTHING.has(word) && !FUNCTION_WORDS.has(word) && !JOINING.has(word),
        ),
    ),
  ];
}

const itemText = (item: FactItem) =>
  `${item.item_name} ${item.brand ?? ''} ${item.tags.join(' ')} ${item.notes ?? ''} ${item.category}`;

/** The kinds the product knows that the set's words name, with the words naming each. */
function knownKinds(turn: Turn): { kind: string; words: string[] }[] {
  const { query } = turn;
  const phrase = query.compare
    ? [...query.compare.left.phrase, ...query.compare.right.phrase]
    : query.phrase;
  return phrase
    .flatMap((part) => [part, ...part.split(' ')])
    .flatMap((part) => {
      const kind = kindNamed(part);
      return kind && !(kind in ACTIVITY_KINDS)
        ? [{ kind, words: part.toLowerCase().split(' ').map(singular) }]
        : [];
    });
}

/** Someone's things asked for with "'s": "Rex's toys", "anything of Mia's". */
const possessorsIn = (question: string) =>
  new Set(
    [...question.toLowerCase().matchAll(/\b([a-z]+)['’]s\b/g)].map((match) => singular(match[1]!)),
  );

/** Whether the question asks about a set of things rather than one thing. */
function asksForSet(turn: Turn, tokens: string[], owners: Set<string>): boolean {
  const { query } = turn;
  const phrase = query.compare
    ? [...query.compare.left.phrase, ...query.compare.right.phrase]
    : query.phrase;
  // "The drill or the sander, which is worth more": two things, each found by name.
  return (
    owners.size > 0 ||
    tokens.some((token) => SET_WORDS.has(token)) ||
    phrase.some((word) => singular(word) !== word)
  );
}

/**
 * Doubts about a set answered from its items: the set was named by words that only describe its
 * things, or other things of the kind were left out, or the owner's own count differs, or it
 * gathers things of several kinds by what they are for.
 */
export async function evidenceDoubts(turn: Turn, reply: Reply): Promise<EvidenceDoubt[]> {
  const doubts = await namingDoubts(turn, reply);
  if (doubts.length > 0 || !FIGURE_OPERATIONS.has(turn.query.operation)) return doubts;
  if (LOAN_INTENTS.has(reply.intent) || reply.items.length === 0 || turn.referred?.length)
    return doubts;
  const byUse = gatheredByUse(reply.items, namingWords(turn), knownKinds(turn), turn.thesaurus);
  return byUse ? [byUse] : [];
}

async function namingDoubts(turn: Turn, reply: Reply): Promise<EvidenceDoubt[]> {
  const { query, context } = turn;
  if (!SET_OPERATIONS.has(query.operation) || LOAN_INTENTS.has(reply.intent)) return [];
  if (reply.items.length === 0 || turn.referred?.length) return [];
  const tokens = tokenize(context.question);
  const words = namingWords(turn);
  if (words.length === 0) return [];
  const stated =
    query.operation === 'compare' ? undefined : statedCountDoubt(query.statedCount, reply);
  if (stated) return [stated];
  // Only someone the set's words name: "what's", "it's" are no one.
  const owners = new Set(
    [...possessorsIn(context.question)].filter((word) => words.includes(word)),
  );
  if (!asksForSet(turn, tokens, owners)) return [];
  const tagCounts = new Map<string, number>();
  for (const tag of reply.items.flatMap((item) => [
    ...new Set(item.tags.map((tag) => singular(tag.toLowerCase()))),
  ]))
    tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  const evidence: Evidence = {
    thesaurus: turn.thesaurus,
    possessors: owners,
    sharedTags: new Set([...tagCounts].filter(([, count]) => count > 1).map(([tag]) => tag)),
  };
  // A kind the product knows ("kitchen appliances", "power tools") is a sure reading of its own;
  // an activity ("camping", "gaming") gathers things by use, and is not.
  const known = knownKinds(turn);
  const knownWords = new Set(known.flatMap((kind) => kind.words));
  // Words none of the items holds anywhere did not find them: they are no evidence either way.
  const held = reply.items.map((item) => wordsOf(itemText(item)));
  const naming = words.filter((word) => !knownWords.has(word) && held.some((own) => own.has(word)));
  if (naming.length === 0 && known.length === 0) return [];
  const unsure = reply.items.filter(
    (item) =>
      !known.some((kind) => isOfKind(item, kind.kind, turn.thesaurus)) &&
      !surelyOf(item, naming, evidence),
  );
  // The whole set is listed and nothing narrowed it: what is left out can be looked at.
  const complete = reply.totalMatches === reply.items.length && !hasFilters(query.filters);
  // Only things saying one of the set's words can be left out of it: the index finds them.
  const sayingSo = complete ? await context.facts.matching(naming) : undefined;
  const rivals = sayingSo ? rivalWords(reply.items, sayingSo, naming) : [];
  if (unsure.length > 0) {
    // "Everything leather": what says leather in its name, with nothing else saying it, is the set.
    const exact =
      sayingSo !== undefined &&
      rivals.length === 0 &&
      owners.size === 0 &&
      unsure.every((item) => naming.some((word) => wordsOf(item.item_name).has(word)));
    if (exact) return [];
    // Someone's things: whose they are is what the question is about, as much as what they are.
    const loose = naming.filter(
      (word) => owners.size > 0 || unsure.some((item) => wordsOf(itemText(item)).has(word)),
    );
    return [{ kind: 'loose', words: loose.length ? loose : words }];
  }
  return known.length || rivals.length === 0 ? [] : [{ kind: 'others', words: rivals }];
}
