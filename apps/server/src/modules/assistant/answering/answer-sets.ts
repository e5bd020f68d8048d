import { categoryLabelOf } from '@circle/contract';
import { placeName } from './place-name.js';
import { money } from '../assistant-provider.js';
import type { FactItem, Scope } from '../inventory-facts.js';
import { hasFilters, type SetQuery } from '../understanding/query.js';
import { describeSet, itemLine, itemNames, plural } from './describe.js';
import { asksForOneByMaker } from './one-of-several.js';
import { otherCountThanStated } from './stated-count-reply.js';
import { taggedWithin } from './tagged-within.js';
import { scopeOf, unresolvedSet, whichOne, type Reply, type Turn } from './turn.js';

const label = (set: SetQuery) => describeSet(set, set.phrase.join(' ') || undefined);

const unvaluedNote = (unvalued: number) =>
  unvalued > 0 ? ` (${plural(unvalued, 'item')} without an estimated value)` : '';

/** "The bike tools": the filters' items tagged "bike", when no thing named "bike" is a tool. */
async function filteredByTag(turn: Turn, scope: Scope, named: boolean): Promise<Scope> {
  const { query, context } = turn;
  if (!named || !hasFilters(query.filters) || query.groups?.length) return scope;
  if ((await context.facts.totals(scope)).items > 0) return scope;
  const tagged = await taggedWithin(context.facts, scope, query.phrase);
  return tagged.length ? { ...scope, ids: tagged.map((item) => item.id) } : scope;
}

/** Total, count, list and average of a set: "Electronics over $500: 3 items, $4,230 in total." */
export async function answerAggregate(turn: Turn): Promise<Reply> {
  const { query, context } = turn;
  const target = await scopeOf(turn, query);
  if (target.missing) return unresolvedSet(target);
  const scope = await filteredByTag(turn, target.scope, target.resolution !== undefined);
  // "What's the KitchenAid worth" with two KitchenAids: which one, not their sum.
  if (asksForOneByMaker(query, turn.context.question)) {
    const made = await context.facts.items(scope, 'value_desc', 10);
    if (made.length > 1) return whichOne(query.filters.brands[0]!, made, true);
  }
  const [totals, top] = await Promise.all([
    context.facts.totals(scope),
    context.facts.items(scope, query.operation === 'list' ? 'value_desc' : 'value_desc', 10),
  ]);
  const name = label(query);
  const intent = query.operation === 'list' ? 'list' : query.operation;
  if (totals.items === 0 && target.resolution && hasFilters(query.filters)) {
    // The words named items, none of which the filters keep: say so rather than "none".
    return {
      response: `I found ${plural(target.resolution.items.length, 'item')} for "${query.phrase.join(' ')}" (${itemNames(target.resolution.items)}), but none of them is among ${describeSet({ filters: query.filters, phrase: [] }).replace(/^Your /, 'your ')}.`,
      items: [],
      intent: 'not_found',
      strategy: 'retrieval',
      totalMatches: 0,
      unresolved: true,
    };
  }
  // "The 3 bikes" with one bike found: a figure for other things than those meant, so ask.
  const stated = query.statedCount;
  if (stated && target.resolution && totals.items !== stated && totals.units !== stated)
    return otherCountThanStated(stated, query.phrase, top, totals.items);
  if (totals.items === 0) {
    return {
      response: `${name}: none. You have no items that match.`,
      items: [],
      intent,
      strategy: 'aggregate',
      totalMatches: 0,
    };
  }
  const pieces = totals.units !== totals.items ? ` (${totals.units} pieces)` : '';
  const counted = `${plural(totals.items, 'item')}${pieces}`;
  const listed = top.length ? top : await context.facts.items(scope, 'newest', 10);
  let response: string;
  if (query.operation === 'average') {
    const average = totals.valued_units > 0 ? totals.value / totals.valued_units : 0;
    response =
      totals.valued_units === 0
        ? `${name}: ${counted}, none with an estimated value yet, so there is no average.`
        : `${name}: the average value is ${money(Math.round(average * 100) / 100)} per piece, over ${totals.valued_units} valued pieces worth ${money(totals.value)}${unvaluedNote(totals.unvalued)}.`;
  } else if (query.operation === 'count') {
    response = `${name}: ${counted}, worth ${money(totals.value)} in total${unvaluedNote(totals.unvalued)}.`;
  } else if (query.operation === 'list') {
    response = `${name}: ${counted}, ${money(totals.value)} in total${unvaluedNote(totals.unvalued)}: ${itemNames(listed, totals.items)}.`;
  } else {
    response = `${name}: ${counted}, ${money(totals.value)} in total${unvaluedNote(totals.unvalued)}.${top[0] && totals.items > 1 ? ` The most valuable is ${itemLine(top[0])}.` : ''}`;
  }
  return {
    response,
    items: listed,
    intent,
    strategy: 'aggregate',
    totalMatches: totals.items,
    focus: totals.items === 1 ? listed : listed,
  };
}

const ORDER_WORDS = {
  value_desc: ['most valuable', 'most valuable'],
  value_asc: ['least valuable', 'least valuable'],
  newest: ['most recently added', 'newest'],
  oldest: ['first added', 'oldest'],
} as const;

const RANK_INTENT = {
  value_desc: 'most_valuable',
  value_asc: 'least_valuable',
  newest: 'newest',
  oldest: 'oldest',
} as const;

const ordinalWord = (n: number) =>
  ['', '', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'][
    n
  ] ?? `${n}th`;

/** Extremes, top N and n-th: "The second most valuable of your Electronics is …". */
export async function answerRank(turn: Turn): Promise<Reply> {
  const { query, context } = turn;
  // "The priciest one" of the things just listed: ranked among them, their words not sought again.
  const among = query.ofPrevious && turn.referred?.length ? turn.referred : undefined;
  const target = await scopeOf(turn, among ? { ...query, phrase: [], groups: undefined } : query);
  if (target.missing) return unresolvedSet(target);
  const scope = among ? { ...target.scope, ids: among.map((item) => item.id) } : target.scope;
  const order = query.order ?? 'value_desc';
  const position = query.rank ?? 1;
  const limit = query.limit ?? 1;
  const wanted = Math.max(limit, 3);
  const items = await context.facts.items(scope, order, wanted, position - 1);
  const name = label(query);
  const of = name === 'Your whole inventory' ? 'your items' : name.replace(/^Your /, 'your ');
  const [phrase] = ORDER_WORDS[order];
  if (items.length === 0) {
    const totals = await context.facts.totals(scope);
    const why =
      totals.items === 0
        ? `${name}: none. You have no items that match.`
        : position > 1 && totals.items < position
          ? `${name}: only ${plural(totals.items, 'item')}, so there is no ${ordinalWord(position)}.`
          : `${name}: ${plural(totals.items, 'item')}, none with an estimated value yet.`;
    return {
      response: why,
      items: [],
      intent: RANK_INTENT[order],
      strategy: 'aggregate',
      totalMatches: 0,
    };
  }
  if (limit > 1) {
    const shown = items.slice(0, limit);
    return {
      response: `The ${shown.length} ${phrase} of ${of}: ${shown.map((item, index) => `${index + 1}. ${itemLine(item)}`).join('; ')}.`,
      items: shown,
      intent: RANK_INTENT[order],
      strategy: 'aggregate',
      totalMatches: shown.length,
      focus: shown,
    };
  }
  const first = items[0]!;
  const which = position > 1 ? `${ordinalWord(position)} ${phrase}` : phrase;
  const next = items.slice(1, 3);
  return {
    response: `The ${which} of ${of} is ${itemLine(first)}${first.location ? `, in ${placeName(first.location)}` : ''}.${next.length ? ` After it come ${itemNames(next)}.` : ''}`,
    items,
    intent: RANK_INTENT[order],
    strategy: 'aggregate',
    totalMatches: items.length,
    focus: [first],
  };
}

/** Two sets side by side, by value or by count, with both figures stated. */
export async function answerCompare(turn: Turn): Promise<Reply> {
  const compare = turn.query.compare!;
  const sides = await Promise.all(
    [compare.left, compare.right].map(async (set) => {
      const target = await scopeOf(turn, set);
      if (target.missing) return { set, missing: target };
      const { scope } = target;
      const [totals, top] = await Promise.all([
        turn.context.facts.totals(scope),
        turn.context.facts.items(scope, 'value_desc', 3),
      ]);
      return { set, totals, top };
    }),
  );
  const missing = sides.find((side) => side.missing)?.missing;
  if (missing) return unresolvedSet(missing);
  const [left, right] = sides as {
    set: SetQuery;
    totals: { items: number; value: number; units: number };
    top: FactItem[];
  }[];
  const byValue = compare.by === 'value';
  const figure = (side: typeof left) =>
    byValue
      ? `${label(side!.set)}: ${money(side!.totals.value)} (${plural(side!.totals.items, 'item')})`
      : `${label(side!.set)}: ${plural(side!.totals.items, 'item')} (${money(side!.totals.value)})`;
  const a = byValue ? left!.totals.value : left!.totals.items;
  const b = byValue ? right!.totals.value : right!.totals.items;
  const leftName = label(left!.set);
  if (turn.query.share) return shareOf(leftName, left!.totals, right!.totals, byValue, left!.top);
  const rightName = label(right!.set);
  // Two sides read as one set, or a side named by words that together select nothing: the
  // question was read wrong, and weighing it would state figures that answer nothing asked.
  const empty = [left!, right!].find(
    (side) => side.set.phrase.length > 0 && side.totals.items === 0,
  );
  if (empty) return nothingIn(label(empty.set));
  if (leftName === rightName) return askWhichTwo(leftName);

  const verdict =
    a === b
      ? `They are even ${byValue ? 'in value' : 'in number'}.`
      : `${a > b ? leftName : rightName} ${byValue ? `${(a > b ? left! : right!).totals.items === 1 ? 'is' : 'are'} worth more` : 'has more items'}, by ${byValue ? money(Math.abs(a - b)) : plural(Math.abs(a - b), 'item')}.`;
  return {
    response: `${figure(left)}; ${figure(right)}. ${verdict}`,
    items: [...left!.top, ...right!.top],
    intent: 'compare',
    strategy: 'aggregate',
    totalMatches: left!.totals.items + right!.totals.items,
  };
}

/** A side of a comparison selects nothing: say so and ask, never weigh $0 against a set. */
function nothingIn(name: string): Reply {
  return {
    response: `I found nothing for ${name}, so I can't compare it: is it called something else in your inventory?`,
    items: [],
    intent: 'clarify',
    strategy: 'aggregate',
    totalMatches: 0,
    unresolved: true,
  };
}

/** Both sides of a comparison came out as the same set: ask which two are meant. */
function askWhichTwo(name: string): Reply {
  return {
    response: `I read both sides as ${name}, so there is nothing to weigh: which two rooms, categories or kinds of things do you want compared?`,
    items: [],
    intent: 'clarify',
    strategy: 'aggregate',
    totalMatches: 0,
    unresolved: true,
  };
}

/** A set as a part of everything: both figures and the percentage they make. */
function shareOf(
  name: string,
  part: { items: number; value: number },
  whole: { items: number; value: number },
  byValue: boolean,
  top: FactItem[],
): Reply {
  const [a, b] = byValue ? [part.value, whole.value] : [part.items, whole.items];
  const percent = b === 0 ? 0 : Math.round((1000 * a) / b) / 10;
  const figures = byValue
    ? `${money(part.value)} of your ${money(whole.value)} in all (${plural(part.items, 'item')} of ${plural(whole.items, 'item')})`
    : `${plural(part.items, 'item')} of your ${plural(whole.items, 'item')} in all (${money(part.value)} of ${money(whole.value)})`;
  return {
    response: `${name}: ${figures}, which is ${percent} % ${byValue ? 'of the value' : 'of the items'}.`,
    items: top,
    intent: 'compare',
    strategy: 'aggregate',
    totalMatches: part.items,
  };
}

/** Count and value per category. */
export async function answerCategories(turn: Turn): Promise<Reply> {
  const rows = await turn.context.facts.byCategory();
  if (rows.length === 0) {
    return {
      response: 'Your inventory is empty so far.',
      items: [],
      intent: 'categories',
      strategy: 'aggregate',
      totalMatches: 0,
    };
  }
  const lines = rows.map(
    (row) => `${categoryLabelOf(row.category)}: ${plural(row.items, 'item')} (${money(row.value)})`,
  );
  return {
    response: `Your items by category: ${lines.join('; ')}.`,
    items: [],
    intent: 'categories',
    strategy: 'aggregate',
    totalMatches: rows.length,
  };
}
