import { categoryLabelOf } from '@circle/contract';
import { dueBack, lateness } from './loan-dates.js';
import { placeName } from './place-name.js';
import { beFor } from './verb-agreement.js';
import { giverNotNoted, recordNotNoted, unnotedWords } from './unnoted-detail.js';
import { listNames, money } from '../assistant-provider.js';
import type { FactItem, LoanItem } from '../inventory-facts.js';
import { hasFilters, type Field } from '../understanding/query.js';
import { singular } from '../../../domain/words/singular.js';
import { describeSet, itemLine, itemNames, plural, valueOf } from './describe.js';
import type { Resolution } from './item-resolver.js';
import { notFound, resolve, resolveSet, whichOne, type Reply, type Turn } from './turn.js';
import { ACCENTED, foldAccents } from '../understanding/other-languages.js';

const MAX_ITEMS = 3;

type Loan = LoanItem & { kind: 'lent' | 'borrowed' };

function fieldSentence(
  item: FactItem,
  field: Field,
  loan: Loan | undefined,
  asked: string[],
  today: string,
) {
  const name = loan?.kind === 'borrowed' ? `the ${item.item_name}` : `your ${item.item_name}`;
  const is = beFor(item.item_name);
  switch (field) {
    case 'location':
      if (loan?.kind === 'borrowed') return `${name} ${is} borrowed from ${loan.person}`;
      if (loan?.kind === 'lent')
        return `${name} ${is} lent out to ${loan.person}${item.location ? ` (it lives in ${placeName(item.location)})` : ''}`;
      return item.location
        ? `${name} ${is} in ${placeName(item.location)}`
        : `${name} has no location recorded`;
    case 'brand':
      return item.brand ? `${name} ${is} made by ${item.brand}` : `${name} has no brand recorded`;
    case 'condition':
      return item.condition
        ? `${name} ${is} in ${item.condition} condition`
        : `${name} has no condition recorded`;
    case 'category':
      return `${name} ${is} filed under ${categoryLabelOf(item.category)}`;
    case 'value': {
      const value = valueOf(item);
      if (value === null) return `${name} has no estimated value yet`;
      return item.quantity > 1
        ? `${name} ${is} worth ${money(Number(item.estimated_value))} each, ${money(value)} for all ${item.quantity}`
        : `${name} ${is} worth ${money(value)}`;
    }
    case 'quantity':
      return `you have ${item.quantity} of ${name.replace('your ', '')}`;
    case 'tags':
      return item.tags.length
        ? `${name} is tagged ${listNames(item.tags.map((tag) => `"${tag}"`))}`
        : `${name} has no tags`;
    case 'added':
      return `you added ${name.replace('your ', 'your ')} on ${item.created_at.slice(0, 10)}`;
    case 'holder':
      if (!loan)
        return `${name} ${is} not lent out${item.location ? `; ${is === 'are' ? 'they are' : 'it is'} in ${placeName(item.location)}` : ''}`;
      return loan.kind === 'lent'
        ? // "Who has it" also answers when it comes back.
          `${name} ${is} with ${loan.person}${dueBack(loan, today)}`
        : `${item.item_name} belongs to ${loan.person}; you are borrowing it`;
    case 'due':
      if (!loan) return `${name} is not lent out, so nothing is due`;
      return loan.expected_return_date
        ? `${name} is due back ${loan.kind === 'lent' ? `from ${loan.person}` : `to ${loan.person}`} on ${loan.expected_return_date}${lateness(loan, today)}`
        : `${name} is ${loan.kind === 'lent' ? `with ${loan.person}` : `borrowed from ${loan.person}`}, with no return date set`;
    case 'notes': {
      const text = [item.notes, item.description].filter(Boolean).join(' — ');
      if (!text) return `there are no notes on ${name.replace('your ', 'your ')}`;
      const lower = text.toLowerCase();
      const hits = asked.filter((word) => lower.includes(word.replace(/s$/, '')));
      return `${hits.length ? 'yes — ' : ''}your notes on ${item.item_name} say: "${text}"`;
    }
  }
}

const LOAN_FIELDS = new Set<Field>(['due', 'holder', 'location']);

/** "Whose stove is this", "who do I return it to": a thing asked of as someone else's. */
const ASKED_AS_BORROWED =
  /\bborrow|\bwhose\b|\b(?:return|give|take|hand|bring|send) (?:it|them|this|that|these|those) back\b|\b(?:return|give|hand) (?:it|them|this|that) to\b/i;

/** Borrowed things the words name; the lender's name said beside it ("… back to sam") is no part of it. */
export function borrowedNamed(
  loans: LoanItem[],
  phrase: string[],
  askedAsBorrowed = false,
): FactItem[] {
  const said = phrase.flatMap((word) => word.split(' ')).map(singular);
  const named = loans.filter((loan) => {
    const words = loan.item_name
      .toLowerCase()
      .replace(ACCENTED, foldAccents)
      .split(/[^a-z0-9]+/)
      .map(singular);
    const lender = new Set(loan.person.toLowerCase().split(/[^a-z']+/));
    const wanted = said.filter((word) => !lender.has(word));
    // Every word said is in its name, or its whole name was said ("whose pressure washer is
    // this in the garden").
    return (
      wanted.length > 0 &&
      (wanted.every((word) => words.includes(word)) || words.every((word) => wanted.includes(word)))
    );
  });
  if (named.length > 0 || !askedAsBorrowed) return named;
  // "Who did we borrow the Canon camera from": asked as borrowed, the one borrowed thing a word
  // of its name names is it, though the other words say what it is rather than its name.
  const partly = loans.filter((loan) => {
    const words = new Set(
      loan.item_name
        .toLowerCase()
        .replace(ACCENTED, foldAccents)
        .split(/[^a-z0-9]+/)
        .map(singular),
    );
    return said.some((word) => word.length >= 3 && words.has(word));
  });
  return partly.length === 1 ? partly : [];
}

function mentions(item: FactItem, words: string[]): boolean {
  const text = `${item.notes ?? ''} ${item.description ?? ''}`.toLowerCase();
  return words.some((word) => word.length > 2 && text.includes(singular(word)));
}

/** How many items a name matches in all; the candidate list read for scoring is capped. */
async function countMatches(turn: Turn, byName: string[] | undefined, items: FactItem[]) {
  if (!byName || items.length < CANDIDATE_CAP) return items.length;
  return (await turn.context.facts.totals({ nameWords: byName })).items;
}

const CANDIDATE_CAP = 300;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One field of the item(s) a question names: where, brand, condition, value, notes, loans… */
/**
 * "My Le Creuset pot", "the Bosch thing in the garage": the brand or room said beside the name
 * narrows what the words found; when the words found nothing there and the brand or room holds
 * one item, that item is the one meant.
 */
async function withinFilters(turn: Turn, resolution: Resolution): Promise<Resolution> {
  const { query, context } = turn;
  if (!hasFilters(query.filters)) return resolution;
  const held = await context.facts.items(query.filters, 'value_desc', MAX_ITEMS + 1);
  const ids = new Set(held.map((item) => item.id));
  const both = resolution.items.filter((item) => ids.has(item.id));
  if (both.length > 0)
    return { ...resolution, items: both, ambiguous: both.length > 1 && resolution.ambiguous };
  if (held.length === 1) return { items: held, how: 'words', detailWords: [] };
  return resolution;
}

/** The items found that also hold to the filters asked (room, brand, category, values). */
async function inFiltersAsked(turn: Turn, found: FactItem[]): Promise<FactItem[]> {
  const { query, context } = turn;
  if (found.length === 0 || !hasFilters(query.filters)) return found;
  const held = new Set(
    (await context.facts.items(query.filters, 'value_desc', CANDIDATE_CAP)).map((item) => item.id),
  );
  return found.filter((item) => held.has(item.id));
}

export async function answerField(turn: Turn, field: Field, asked: string[] = []): Promise<Reply> {
  const { query, context } = turn;
  let items = turn.referred;
  let detailWords: string[] = asked;
  let matchCount: number | undefined;
  if ((!items || items.length === 0) && query.phrase.length === 0 && hasFilters(query.filters)) {
    // "Where's the Rolex", "condition of the Le Creuset": a brand (or room, category) the owner
    // uses as the item's name; a few items answer, more ask which one.
    const named = await context.facts.items(query.filters, 'value_desc', MAX_ITEMS + 1);
    if (named.length > MAX_ITEMS) {
      return {
        response: `${describeSet(query)} covers several items, such as ${listNames(named.slice(0, MAX_ITEMS).map((item) => `your ${item.item_name}`))}. Which one do you mean?`,
        items: named.slice(0, MAX_ITEMS),
        intent: 'clarify',
        strategy: 'retrieval',
        totalMatches: named.length,
        unresolved: true,
      };
    }
    if (named.length > 0) items = named;
  }
  if (!items || items.length === 0) {
    if (query.phrase.length === 0) {
      return {
        response: 'Which item do you mean? Name it, for example "where is my drill?".',
        items: [],
        intent: 'clarify',
        strategy: 'conversation',
        totalMatches: 0,
        unresolved: true,
      };
    }
    // Borrowed things belong to someone else, so they are looked for among the loans too.
    const borrowed = LOAN_FIELDS.has(field)
      ? borrowedNamed(
          await context.facts.loans('borrowed', context.today),
          query.phrase,
          ASKED_AS_BORROWED.test(context.question),
        )
      : [];
    const resolution =
      borrowed.length > 0
        ? { items: borrowed, how: 'words' as const, detailWords: [] }
        : await withinFilters(turn, await resolve(turn, query.phrase));
    if (resolution.items.length === 0) return notFound(query.phrase.join(' '));
    if (resolution.ambiguous) return whichOne(query.phrase.join(' '), resolution.items);
    items = resolution.items;
    detailWords = resolution.detailWords;
    matchCount = await countMatches(turn, resolution.byName, items);
  }
  const shown = items.slice(0, MAX_ITEMS);
  const loans =
    field === 'holder' || field === 'due' || field === 'location'
      ? await context.facts.loansOf(
          shown.map((item) => item.id),
          context.today,
        )
      : new Map<string, Loan>();
  const sentences = shown.map((item) =>
    fieldSentence(item, field, loans.get(item.id), detailWords, context.today),
  );
  const matched = matchCount ?? items.length;
  const more =
    matched > MAX_ITEMS
      ? ` (and ${plural(matched - MAX_ITEMS, 'other match', 'other matches')})`
      : '';
  const lead = matched > 1 ? `${plural(matched, 'item matches', 'items match')}: ` : '';
  // A detail asked of things whose notes do not hold it is not known: said so, never guessed.
  const unnotedDetail =
    field === 'notes'
      ? (unnotedWords(shown, query.phrase) ??
        giverNotNoted(shown, context.question) ??
        recordNotNoted(shown, context.question))
      : undefined;
  const unrecorded = unnotedDetail !== undefined;
  const unnoted = unnotedDetail?.length
    ? `Nothing about "${unnotedDetail.join(' ')}" is noted. `
    : '';
  return {
    response: `${unnoted}${lead}${capital(sentences.join('; '))}${more}.`,
    items: shown,
    intent: unrecorded ? 'not_found' : `field_${field}`,
    strategy: 'retrieval',
    totalMatches: matched,
    focus: shown,
  };
}

/** A value question about named items is a field answer for one, a total for several. */
export async function answerItemValue(turn: Turn): Promise<Reply | undefined> {
  const resolution = turn.referred ? undefined : await resolveSet(turn, turn.query);
  if (resolution?.ambiguous) return whichOne(turn.query.phrase.join(' '), resolution.items);
  const items = turn.referred ?? resolution?.items ?? [];
  if (items.length === 0) return undefined;
  if (items.length === 1) return answerField({ ...turn, referred: items }, 'value');
  const total = items.reduce((sum, item) => sum + (valueOf(item) ?? 0), 0);
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  const named = turn.query.phrase.length ? `"${turn.query.phrase.join(' ')}"` : 'Those items';
  return {
    response: `${capital(named)}: ${plural(items.length, 'item')}${units !== items.length ? ` (${units} pieces)` : ''}, ${money(total)} in total: ${itemNames(items)}.`,
    items,
    intent: 'total',
    strategy: 'aggregate',
    totalMatches: items.length,
    focus: items,
  };
}

/** A question that only names things: what they are, where, and what they are worth. */
export async function answerDescribe(turn: Turn): Promise<Reply> {
  const resolution = turn.referred?.length ? undefined : await resolveSet(turn, turn.query);
  if (resolution?.ambiguous) return whichOne(turn.query.phrase.join(' '), resolution.items);
  const found = turn.referred?.length ? turn.referred : (resolution?.items ?? []);
  // "Anything electrical in the shed": the room, brand or category said narrows what was found.
  let items = turn.referred?.length ? found : await inFiltersAsked(turn, found);
  if (found.length === 0) return notFound(turn.query.phrase.join(' '));
  // "Is the table saw in the garage?": a named thing elsewhere is answered with where it is.
  if (items.length === 0 && (found.length > MAX_ITEMS || resolution?.narrowing !== undefined)) {
    return {
      ...notFound(turn.query.phrase.join(' ')),
      response: `You have nothing that matches ${describeSet(turn.query, turn.query.phrase.join(' '))}.`,
    };
  }
  const elsewhere = items.length === 0;
  if (elsewhere) items = found;
  const matched =
    items.length < found.length
      ? items.length
      : await countMatches(turn, resolution?.byName, items);
  const notThere = elsewhere
    ? `Not ${describeSet({ ...turn.query, phrase: [] }).replace(/^your items /i, '')}: `
    : '';
  // "Does the camera have its lens?": words found in an item's notes are answered by the notes.
  const asked = resolution?.detailWords ?? [];
  const noted = items.filter((item) => mentions(item, asked));
  if (asked.length > 0 && noted.length > 0 && noted.length <= MAX_ITEMS) {
    return answerField({ ...turn, referred: noted }, 'notes', asked);
  }
  const lines = items
    .slice(0, 5)
    .map(
      (item) =>
        `${itemLine(item)}${item.location ? ` in ${placeName(item.location)}` : ''}${item.condition ? `, ${item.condition} condition` : ''}`,
    );
  // Several things named by a kind ("things to sit on") are a set: say what they come to.
  const valued = items.filter((item) => valueOf(item) !== null);
  const together =
    matched > 1 && matched === items.length && valued.length === items.length
      ? `, ${money(valued.reduce((sum, item) => sum + valueOf(item)!, 0))} together`
      : '';
  // "Have I any footwear?": one thing of a kind asked is still a set of one, with its worth.
  const ofKind =
    matched === 1 &&
    resolution !== undefined &&
    (resolution.narrowing !== undefined || resolution.how === 'synonym') &&
    valued.length === 1;
  const opening =
    matched === 1
      ? ofKind
        ? `You have 1 item of that kind, ${money(valueOf(valued[0]!)!)} in total:`
        : 'You have'
      : `${plural(matched, 'item matches', 'items match')}${together}:`;
  return {
    response: `${notThere}${opening} ${listNames(lines)}${matched > 5 ? ' and more' : ''}.`,
    items: items.slice(0, 10),
    intent: 'search',
    strategy: 'retrieval',
    totalMatches: matched,
    focus: items.slice(0, 5),
  };
}
