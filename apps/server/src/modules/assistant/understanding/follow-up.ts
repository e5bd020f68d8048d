import { emptyFilters, hasFilters, type Filters, type ParsedQuery } from './query.js';

/** What an answer leaves for the next question to refer to. */
export interface TurnContext {
  query: ParsedQuery;
  /** Items the answer listed, in order ("the second one"). */
  itemIds: string[];
  /** Items "it" or "that" would mean. */
  focusIds: string[];
  /** The focus of the answer before, for "them two" after two single items. */
  earlierFocusIds?: string[] | undefined;
  /** The question answered before, for "which one's bigger" after two sets. */
  earlierQuery?: ParsedQuery | undefined;
  /** The answer asked back (whose room, which item) instead of naming a set. */
  unresolved?: boolean | undefined;
}

/** Filters of the follow-up replace the same kind of filter of the previous question. */
function mergeFilters(previous: Filters, next: Filters): Filters {
  const merged: Filters = { ...emptyFilters(), ...previous };
  if (
    next.categoryOrLocation ||
    (merged.categoryOrLocation && next.categories.length + next.locations.length > 0)
  ) {
    merged.categories = next.categories;
    merged.locations = next.locations;
    merged.categoryOrLocation = next.categoryOrLocation;
  } else {
    if (next.categories.length) merged.categories = next.categories;
    if (next.locations.length) merged.locations = next.locations;
  }
  if (next.brands.length) merged.brands = next.brands;
  if (next.conditions.length) merged.conditions = next.conditions;
  if (next.valueMin || next.valueMax) {
    merged.valueMin = next.valueMin;
    merged.valueMax = next.valueMax;
  }
  const kept = [
    'isPublic',
    'isShareable',
    'lent',
    'addedSince',
    'addedLabel',
    'addedBy',
    'addedByLabel',
  ] as const;
  for (const key of kept) {
    if (next[key] !== undefined) (merged as unknown as Record<string, unknown>)[key] = next[key];
  }
  return merged;
}

/**
 * Resolves a follow-up against the previous turn: "and in the garage?" keeps the operation and
 * swaps the room; "how much is it worth?" points at the previous item; "the second one" at the
 * second listed item. Returns the query to answer and the ids it refers to.
 */
export function resolveFollowUp(
  query: ParsedQuery,
  previous: TurnContext | undefined,
): { query: ParsedQuery; referredIds?: string[] } {
  if (query.versusPrevious) return versusPrevious(query, previous);
  if (query.flipBound || query.byMeasure) {
    const turned = turnedAround(query, previous);
    if (turned) return { query: turned };
  }
  if (query.versusEarlier) {
    // "By how much?" after a comparison: that comparison, which states the difference.
    if (previous?.query.operation === 'compare' && previous.query.compare)
      return { query: { ...previous.query, continuation: true } };
    const sides = lastTwoSets(previous);
    if (sides) return { query: { ...query, operation: 'compare', compare: sides } };
  }
  if (!previous) return { query };
  if (query.reference) {
    const position = query.reference.position;
    // "And the third one?" after the most valuable or the second newest: third in that order,
    // not the third item the answer happened to mention.
    if (position > 0 && !query.reference.pair && previous.query.operation === 'rank') {
      // The answer's first item holds the rank asked then ("the second most valuable … after it
      // come …"); a detail asked of one of them ("where is the third one") is of that item.
      const index = position - (previous.query.rank ?? 1);
      const asksDetail = !['unknown', 'list', 'rank'].includes(query.operation);
      const id = index >= 0 ? previous.itemIds[index] : undefined;
      if (asksDetail && id) return { query, referredIds: [id] };
      return {
        query: {
          ...previous.query,
          rank: position,
          limit: undefined,
          reference: undefined,
          continuation: true,
        },
      };
    }
    // "Add it up for me" after a list of the garage: that set's figure, kept as that set so a
    // later "is that more than the basement" weighs the garage.
    const setBefore =
      ['list', 'total', 'count', 'average'].includes(previous.query.operation) &&
      (hasFilters(previous.query.filters) || previous.query.phrase.length > 0);
    if (
      position === 0 &&
      !query.reference.pair &&
      setBefore &&
      ['total', 'count', 'average'].includes(query.operation) &&
      query.phrase.length === 0 &&
      !hasFilters(query.filters)
    ) {
      return {
        query: {
          ...query,
          filters: previous.query.filters,
          phrase: previous.query.phrase,
          groups: previous.query.groups,
          reference: undefined,
          continuation: true,
        },
      };
    }
    // "Those two": the items of two answers in a row, or the two things one answer listed.
    const pair = !query.reference.pair
      ? undefined
      : previous.focusIds.length === 1 && previous.earlierFocusIds?.length
        ? [...new Set([...previous.earlierFocusIds, ...previous.focusIds])]
        : previous.itemIds.length === 2
          ? previous.itemIds
          : undefined;
    const ids =
      pair ??
      (position === 0
        ? previous.focusIds
        : position === -1
          ? previous.itemIds.slice(-1)
          : previous.itemIds.slice(position - 1, position));
    // "Them two" without two answers to point at: ask, rather than give a figure for one or all.
    if (query.reference.pair && !pair)
      return { query: { ...query, operation: 'unknown', reference: undefined } };
    if (ids.length === 0) return { query };
    const operation =
      query.operation === 'unknown' || query.operation === 'list' ? 'describe' : query.operation;
    return { query: { ...query, operation }, referredIds: ids };
  }
  const reusable = !['out_of_scope', 'greeting', 'help', 'image', 'advice', 'unknown'].includes(
    previous.query.operation,
  );
  if (query.ofPrevious && previous.query.operation === 'loans' && previous.query.loans === 'lent') {
    // "Which one of them is worth the most", after what is lent out: the items lent out.
    return { query: { ...query, filters: { ...query.filters, lent: true } } };
  }
  // "Which of those are in the kitchen", after the things with no photo or no value: that set.
  const lacking = previous.query.advice;
  if (
    query.ofPrevious &&
    previous.query.operation === 'advice' &&
    (lacking === 'missing_photo' || lacking === 'missing_value')
  ) {
    return {
      query: {
        ...query,
        operation: query.operation === 'unknown' ? 'list' : query.operation,
        filters: {
          ...query.filters,
          ...(lacking === 'missing_photo' ? { photographed: false } : { valued: false }),
        },
      },
    };
  }
  if (query.ofPrevious && reusable && previous.query.operation !== 'loans') {
    // "Which of those …": the previous set, narrowed by what this question adds.
    const pointed = ['field', 'describe'].includes(previous.query.operation);
    const ranked = rankedAmongListed(query, previous);
    return {
      query: {
        ...query,
        filters: mergeFilters(previous.query.filters, query.filters),
        phrase: query.phrase.length || pointed ? query.phrase : previous.query.phrase,
      },
      ...((pointed && query.phrase.length === 0) || ranked
        ? { referredIds: previous.itemIds }
        : {}),
    };
  }
  const added = query.addsToPrevious ? withThingsAdded(query, previous) : undefined;
  if (added) return { query: added };
  if (query.continuation && reusable) {
    const pointed = ['field', 'describe'].includes(previous.query.operation);
    // "And the Traeger?", "what about the pellets" after where or what shape one thing is: the
    // same field of the thing named now.
    const otherThing =
      previous.query.operation === 'field' &&
      ['unknown', 'list'].includes(query.operation) &&
      namesOneThing(query);
    const operation = otherThing
      ? 'field'
      : query.operation !== 'unknown'
        ? query.operation
        : pointed && hasFilters(query.filters)
          ? 'list'
          : previous.query.operation;
    const sameSubject = query.phrase.length === 0 && !hasFilters(query.filters);
    if (operation === 'field' && query.phrase.length === 0 && sameSubject) {
      return {
        query: {
          ...previous.query,
          ...query,
          operation,
          field: query.field ?? previous.query.field,
        },
        referredIds: previous.focusIds,
      };
    }
    return {
      query: {
        ...previous.query,
        operation,
        field: query.field ?? previous.query.field,
        order: query.order ?? previous.query.order,
        rank: query.rank ?? (query.operation === 'unknown' ? previous.query.rank : undefined),
        limit: query.limit ?? (query.operation === 'unknown' ? previous.query.limit : undefined),
        filters: mergeFilters(
          // "And the strat?" after "what's the Yamaha worth": the maker named that one thing.
          query.phrase.length > 0 && namesOneThing(previous.query) && !previous.query.phrase.length
            ? { ...previous.query.filters, brands: [] }
            : previous.query.filters,
          query.filters,
        ),
        phrase: query.phrase.length || pointed ? query.phrase : previous.query.phrase,
        // "And jamie?" after what alex has: the person named now, not the one before.
        people: query.phrase.length ? query.people : previous.query.people,
        unknown: query.unknown,
        corrections: query.corrections,
        continuation: true,
      },
    };
  }
  return { query };
}

const COMPARABLE = new Set(['total', 'count', 'average', 'list', 'compare']);

/** A set answer names at most this many of its things; fewer means it named them all. */
const NAMED_AT_MOST = 10;

/**
 * "Whats the priciest one" after the camping gear was listed: the one of the things just listed,
 * all of them named, rather than the set's words found again without the question that said them.
 */
function rankedAmongListed(query: ParsedQuery, previous: TurnContext): boolean {
  return (
    query.operation === 'rank' &&
    query.phrase.length === 0 &&
    !hasFilters(query.filters) &&
    ['list', 'total', 'count', 'average'].includes(previous.query.operation) &&
    previous.query.phrase.length > 0 &&
    previous.itemIds.length > 0 &&
    previous.itemIds.length < NAMED_AT_MOST
  );
}

/**
 * "Ok now include the bass" after the guitars' total: the guitars and the bass, each named on its
 * own, measured as before; the bass no longer left out.
 */
function withThingsAdded(query: ParsedQuery, previous: TurnContext): ParsedQuery | undefined {
  const before = previous.query;
  if (!['total', 'count', 'average', 'list'].includes(before.operation)) return undefined;
  if (before.phrase.length === 0) return undefined;
  const groups = [...(before.groups ?? [before.phrase]), query.phrase];
  const excluded = before.excluded?.filter((word) => !query.phrase.includes(word));
  return {
    ...before,
    phrase: groups.flat(),
    groups,
    excluded: excluded?.length ? excluded : undefined,
    alternatives: undefined,
    statedCount: undefined,
    continuation: true,
  };
}

/** A thing named by its words or its brand alone, no set of a room, category or value. */
function namesOneThing(query: ParsedQuery): boolean {
  const { filters } = query;
  return (
    (query.phrase.length > 0 || filters.brands.length > 0) &&
    filters.categories.length === 0 &&
    filters.locations.length === 0 &&
    !filters.valueMin &&
    !filters.valueMax
  );
}

/**
 * "Vs the living room?" after the bedroom's total: the two sets side by side, by the previous
 * measure. With no set before it to compare with, the question is only asked back.
 */
function versusPrevious(
  query: ParsedQuery,
  previous: TurnContext | undefined,
): { query: ParsedQuery } {
  const named = query.phrase.length > 0 || hasFilters(query.filters);
  const before = previous?.query;
  if (!before || !named || !COMPARABLE.has(before.operation)) {
    return { query: { ...query, operation: 'unknown', filters: emptyFilters(), phrase: [] } };
  }
  const left = before.compare?.right ?? { filters: before.filters, phrase: before.phrase };
  const by = before.operation === 'count' || before.compare?.by === 'count' ? 'count' : 'value';
  return {
    query: {
      ...query,
      operation: 'compare',
      compare: { left, right: { filters: query.filters, phrase: query.phrase }, by },
    },
  };
}

/**
 * "Which one's bigger?" after "the electronics?" and "and the furniture?": the sets of the last
 * two answers, measured as the last one was (value, unless it counted).
 */
function lastTwoSets(previous: TurnContext | undefined): ParsedQuery['compare'] {
  const [earlier, last] = [previous?.earlierQuery, previous?.query];
  if (!earlier || !last) return undefined;
  if (!COMPARABLE.has(earlier.operation) || !COMPARABLE.has(last.operation)) return undefined;
  if (earlier.operation === 'compare' || last.operation === 'compare') return undefined;
  return {
    left: { filters: earlier.filters, phrase: earlier.phrase },
    right: { filters: last.filters, phrase: last.phrase },
    by: last.operation === 'count' ? 'count' : 'value',
  };
}

/**
 * "And under?" after "electronics over $500": the same set below that amount. "By count" after a
 * comparison by value: the same two sets counted. Undefined when the last answer has no such
 * bound or measure to turn.
 */
function turnedAround(
  query: ParsedQuery,
  previous: TurnContext | undefined,
): ParsedQuery | undefined {
  const before = previous?.query;
  if (!before) return undefined;
  if (query.byMeasure) {
    if (before.operation === 'compare' && before.compare)
      return { ...before, compare: { ...before.compare, by: query.byMeasure }, continuation: true };
    if (!['total', 'count', 'list', 'average'].includes(before.operation)) return undefined;
    return {
      ...before,
      operation: query.byMeasure === 'count' ? 'count' : 'total',
      continuation: true,
    };
  }
  const bound = before.filters.valueMin ?? before.filters.valueMax;
  if (!bound || !COMPARABLE.has(before.operation)) return undefined;
  const filters = { ...before.filters, valueMin: undefined, valueMax: undefined };
  return {
    ...before,
    operation: before.operation === 'compare' ? 'list' : before.operation,
    filters:
      query.flipBound === 'below'
        ? { ...filters, valueMax: { amount: bound.amount, inclusive: false } }
        : { ...filters, valueMin: { amount: bound.amount, inclusive: false } },
    continuation: true,
  };
}
