import { DISCOURSE, FILLER, FUNCTION_WORDS, GREETINGS } from './lexicon.js';
import { hasFilters, type ParsedQuery } from './query.js';
import { tokenize } from './tokens.js';
import { readingDoubts, type ReadingDoubt } from './reading-doubts.js';
import { ADDING } from './slots.js';
import { EVIDENCE_WEIGHT, type EvidenceDoubt } from './evidence-doubts.js';

/**
 * Why a reading of a question may be wrong although every slot was filled. Each is a signal the
 * parser can see; none alone proves the reading wrong, so each has a weight.
 * - `unplaced`: words no dictionary or inventory knows were dropped ("something the owner said
 *   that I could not read").
 * - `joined`: a thing and a room or category were joined with "plus" or "as well as": both
 *   together, or only the things in that room?
 * - `pointer`: "it", "that one" with nothing said before to point at.
 * - `number`: a figure written in an unusual format ("1.500", "800£") was read as an amount.
 * - `narrowed`: a set was answered (a category, a room) but a thing named beside it, which
 *   nothing matched, was left out ("what do I wear on my wrist": all the clothing?).
 */
export type Doubt =
  | { kind: 'unplaced' | 'joined' | 'pointer' | 'number' | 'narrowed'; words: string[] }
  | ReadingDoubt
  | EvidenceDoubt;

const WEIGHT: Record<Doubt['kind'], number> = {
  // A thing named that nothing matched: a figure would be for something else.
  unplaced: 0.75,
  joined: 0.4,
  // The set is likely wider than asked, but often the thing left out was only talk.
  narrowed: 0.4,
  pointer: 1,
  // A reformatted figure is usually read right: alone it never makes an answer doubtful.
  number: 0.15,
  // A name gathered from words said apart: likely a guess, but often still the thing meant.
  scattered: 0.4,
  // An amount said and not used: the figure is for a larger set than asked.
  amount: 0.75,
  // Asked "when" or "who" and answered neither: the figure answers another question.
  asked: 0.75,
  ...EVIDENCE_WEIGHT,
};

/** Words of size or build that narrow a kind ("small appliances", "cordless tools"). */
const SIZE_OR_BUILD = new Set(
  `small smaller little big bigger large larger huge tiny mini compact portable handheld benchtop
  countertop worktop tabletop freestanding cordless corded`.split(/\s+/),
);

/** Below this the answer asks whether its reading is the one meant. */
export const SURE_ENOUGH = 0.7;
/** Below this no reading is likely: the answer only asks. */
export const NO_LIKELY_READING = 0.3;

/** How sure a reading is, from 1 (nothing doubtful) down to 0. */
export const confidenceOf = (doubts: Doubt[]): number =>
  Math.max(0, 1 - doubts.reduce((sum, doubt) => sum + WEIGHT[doubt.kind], 0));

const UNUSUAL_FIGURE =
  /(?<![\d.,])\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?(?![\d.,]*\d)|(?<![\d.,$£€])\d[\d,.]*\s*[£€$]/g;

/** Where a thing is named: after "the", "my", "a" or someone's "'s" ("the playstation"). */
const namedAt = (word: string) =>
  new RegExp(String.raw`\b(?:the|my|our|your|this|that|a|an|me|[a-z]+'s) ${word}\b`);

export function doubtsOf(
  question: string,
  query: ParsedQuery,
  isWord: ((word: string) => boolean) | undefined,
): Doubt[] {
  const doubts: Doubt[] = [];
  // A typed word no dictionary knew, replaced by the nearest word and then dropped as naming
  // nothing, was never understood ("playstation" read as "plantation"). Unknown words that were
  // not replaced are mostly names and talk said beside the question, and are no signal; so is
  // a word not where a thing is named ("doing the garage", "my colleague marta").
  const NAMED_AT = { test: (text: string, word: string) => namedAt(word).test(text) };
  const typedAs = new Map(Object.entries(query.corrections).map(([typed, read]) => [read, typed]));
  const unplaced = (query.ignored ?? []).flatMap((word) => {
    const typed = typedAs.get(word);
    const explained =
      typed === undefined ||
      DISCOURSE.has(typed) ||
      FILLER.has(typed) ||
      GREETINGS.has(typed) ||
      FUNCTION_WORDS.has(typed) ||
      (isWord?.(typed) ?? true);
    return explained || !NAMED_AT.test(question.toLowerCase(), typed) ? [] : [typed];
  });
  if (unplaced.length) doubts.push({ kind: 'unplaced', words: unplaced });
  // Two sets named and joined by adding ("the books plus the basement") but read as one narrowed.
  const { filters } = query;
  const sets = [
    query.phrase.join(' '),
    filters.categories.join(' and '),
    filters.locations.map((room) => `the ${room}`).join(' and '),
  ].filter(Boolean);
  if (sets.length > 1 && !filters.categoryOrLocation && ADDING.test(question.toLowerCase()))
    doubts.push({ kind: 'joined', words: sets });
  const setAnswered = ['total', 'count', 'list', 'average', 'rank'].includes(query.operation);
  // "The small kitchen appliances, the benchtop ones": a size or build said of the set, which
  // no filter keeps, leaves the set wider than asked.
  const qualifiers = tokenize(question).filter(
    (word) => SIZE_OR_BUILD.has(word) && !query.phrase.includes(word),
  );
  const leftOut = [
    ...query.unknown.filter((word) => !unplaced.includes(word)),
    ...(query.phrase.length ? qualifiers : []),
  ];
  if (
    setAnswered &&
    leftOut.length &&
    ((hasFilters(filters) && query.phrase.length === 0) || qualifiers.length)
  )
    doubts.push({ kind: 'narrowed', words: leftOut });
  const figures = question.match(UNUSUAL_FIGURE);
  if (figures) doubts.push({ kind: 'number', words: figures.map((figure) => figure.trim()) });
  return [...doubts, ...readingDoubts(question, query)];
}
