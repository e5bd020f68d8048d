import { listNames, money } from '../assistant-provider.js';
import type { FactItem, Scope } from '../inventory-facts.js';
import { answerLoans } from './answer-loans.js';
import { hasFilters } from '../understanding/query.js';
import { describeSet, itemLine, itemNames, plural, valueOf } from './describe.js';
import { scopeOf, type Reply, type SetScope, type Turn } from './turn.js';
import { sameKindEntries } from './same-kind-entries.js';

/** Items at or above this value are worth listing on a home-insurance schedule. */
export const INSURE_THRESHOLD = 1000;
const CONDITION_RANK: Record<string, number> = { poor: 0, fair: 1 };

/**
 * What to sell to raise an amount: owned items that are not lent out, duplicates first, then
 * items in fair or poor condition, then the most valuable, until the values reach the amount;
 * the rest is made up by the cheapest single thing that covers it, where one does.
 */
export function pickToSell(items: FactItem[], duplicates: Set<string>, amount: number): FactItem[] {
  const priority = (item: FactItem) =>
    (duplicates.has(item.item_name.toLowerCase()) ? 0 : 2) +
    (CONDITION_RANK[item.condition?.toLowerCase() ?? ''] !== undefined ? 0 : 1);
  const ordered = [...items].sort(
    (a, b) => priority(a) - priority(b) || (valueOf(b) ?? 0) - (valueOf(a) ?? 0),
  );
  const picked: FactItem[] = [];
  let raised = 0;
  while (raised < amount && ordered.length > 0) {
    const next = ordered[0]!;
    const remaining = amount - raised;
    // Of things as ready to go, the cheapest that alone makes up the rest: a family's best piece
    // is not sold to cover the last few hundred.
    const covering = ordered
      .filter((item) => priority(item) === priority(next) && (valueOf(item) ?? 0) >= remaining)
      .sort((a, b) => (valueOf(a) ?? 0) - (valueOf(b) ?? 0))[0];
    const choice = covering ?? next;
    ordered.splice(ordered.indexOf(choice), 1);
    picked.push(choice);
    raised += valueOf(choice) ?? 0;
  }
  return picked;
}

/** "Your Rolex Submariner Watch and your Diamond Engagement Ring": things asked about by name. */
const namedThings = (items: FactItem[]): string =>
  listNames(items.map((item) => `your ${item.item_name}`)).replace(/^./, (c) => c.toUpperCase());

/** Grounded advice: insurance, selling, missing values or photos, overdue loans. */
export async function answerAdvice(turn: Turn): Promise<Reply> {
  const { facts } = turn.context;
  const advice = turn.query.advice!;
  if (advice === 'overdue')
    return answerLoans({ ...turn, query: { ...turn.query, loans: 'overdue' } });
  if (advice === 'insure' && turn.query.sumInsured) return answerSumInsured(turn);
  if (advice === 'insure') {
    const threshold = turn.query.filters.valueMin?.amount ?? turn.query.amount ?? INSURE_THRESHOLD;
    const scope = { ...turn.query.filters, valueMin: { amount: threshold, inclusive: true } };
    const [totals, top] = await Promise.all([
      facts.totals(scope),
      facts.items(scope, 'value_desc', 10),
    ]);
    if (totals.items === 0) {
      return {
        response: `Items worth ${money(threshold)} or more: none, so nothing stands out for a separate insurance listing.`,
        items: [],
        intent: 'advice_insure',
        strategy: 'advice',
        totalMatches: 0,
      };
    }
    return {
      response: `Items worth ${money(threshold)} or more: ${plural(totals.items, 'item')}, ${money(totals.value)} in total. Insure these first: ${itemNames(top, totals.items)}. Keep a photo and the receipt of each.`,
      items: top,
      intent: 'advice_insure',
      strategy: 'advice',
      totalMatches: totals.items,
      focus: top,
    };
  }
  if (advice === 'sell') {
    const amount = turn.query.amount;
    // "Anything garden-y I should sell": the named items are the candidates.
    const target = turn.query.phrase.length ? await scopeOf(turn, turn.query) : undefined;
    const scope = target && !target.missing ? target.scope : turn.query.filters;
    const owned = await facts.items({ ...scope, lent: false }, 'value_desc', 500);
    const duplicates = await facts.duplicateNames();
    if (!amount && turn.query.sellProceeds)
      return answerProceeds(turn, scope, owned, target && !target.missing ? target : undefined);
    if (!amount) {
      // "What 2 things could I sell": as many as asked, else a handful.
      const candidates = pickToSell(owned, duplicates, Infinity).slice(0, turn.query.limit ?? 5);
      const together = candidates.reduce((sum, item) => sum + (valueOf(item) ?? 0), 0);
      return {
        response: `Good candidates to sell (duplicates and items in fair or poor condition first, nothing lent out): ${itemNames(candidates)}, ${money(together)} together. Tell me an amount, like "sell to raise $500", and I'll add it up.`,
        items: candidates,
        intent: 'advice_sell',
        strategy: 'advice',
        totalMatches: candidates.length,
        focus: candidates,
      };
    }
    const picked = pickToSell(owned, duplicates, amount);
    const raised = picked.reduce((sum, item) => sum + (valueOf(item) ?? 0), 0);
    const enough = raised >= amount;
    return {
      response: enough
        ? `To raise ${money(amount)}: ${plural(picked.length, 'item')} worth ${money(raised)} together: ${picked.map(itemLine).join('; ')}. Duplicates and items in fair or poor condition come first; nothing lent out is included.`
        : `To raise ${money(amount)}: everything you own and have not lent out is worth ${money(raised)}, which is short of it.`,
      items: picked,
      intent: 'advice_sell',
      strategy: 'advice',
      totalMatches: picked.length,
      focus: picked,
    };
  }
  if (advice === 'duplicates') return answerDuplicates(turn);
  const missingValue = advice === 'missing_value';
  // "Which basement things have no photo": the question's own filters narrow the advice.
  const filters = turn.query.filters;
  const scope = missingValue ? { ...filters, valued: false } : { ...filters, photographed: false };
  const [totals, items] = await Promise.all([
    facts.totals(scope),
    facts.items(scope, 'newest', 10),
  ]);
  const what = missingValue ? 'an estimated value' : 'a photo';
  const among = hasFilters(filters) ? ` (${describeSet({ filters, phrase: [] })})` : '';
  return {
    response:
      totals.items === 0
        ? `Items without ${what}${among}: none. Every item has ${what}.`
        : `Items without ${what}${among}: ${plural(totals.items, 'item')}: ${itemNames(items, totals.items)}.${missingValue ? ' Add a value on each item page so totals are complete.' : ' Add a photo from Upload so they are easy to recognise and insure.'}`,
    items,
    intent: missingValue ? 'advice_missing_value' : 'advice_missing_photo',
    strategy: 'advice',
    totalMatches: totals.items,
    focus: items,
  };
}

/**
 * "Anything I own twice?": items held more than once, as a quantity above one or as several items
 * of the same name.
 */
export function heldTwice(items: FactItem[], duplicateNames: Set<string>): FactItem[] {
  return items.filter(
    (item) => item.quantity > 1 || duplicateNames.has(item.item_name.toLowerCase()),
  );
}

async function answerDuplicates(turn: Turn): Promise<Reply> {
  const { facts } = turn.context;
  const names = await facts.duplicateNames();
  const candidates = await facts.items(turn.query.filters, 'value_desc', 500);
  const twice = heldTwice(candidates, names);
  const kinds = sameKindEntries(candidates);
  // "Two of the one thing in different rooms": kinds held as separate entries come along.
  const separate = kinds.length
    ? ` Things of one kind listed more than once: ${kinds
        .map((group) => `${group.kind} (${listNames(group.items.map((item) => item.item_name))})`)
        .join('; ')}.`
    : '';
  if (twice.length === 0 && kinds.length > 0) {
    const items = kinds.flatMap((group) => group.items);
    return {
      response: `Every entry is a single piece.${separate}`,
      items,
      intent: 'advice_duplicates',
      strategy: 'advice',
      totalMatches: items.length,
      focus: items,
    };
  }
  if (twice.length === 0) {
    return {
      response: 'Items you own more than one of: none. Every item is a single piece.',
      items: [],
      intent: 'advice_duplicates',
      strategy: 'advice',
      totalMatches: 0,
    };
  }
  const lines = twice.map((item) =>
    item.quantity > 1 ? `${item.item_name} (×${item.quantity})` : item.item_name,
  );
  return {
    response: `Items you own more than one of: ${plural(twice.length, 'item')}: ${lines.join(', ')}.${separate}`,
    items: twice,
    intent: 'advice_duplicates',
    strategy: 'advice',
    totalMatches: twice.length,
    focus: twice,
  };
}

/**
 * How much to insure for: everything asked about, added up, and which of it is worth listing on
 * its own. Items without a value are said, as the sum is short by them.
 */
/** How many of the things a sum insured covers are given as its sources. */
const SUM_INSURED_SOURCES = 100;

async function answerSumInsured(turn: Turn): Promise<Reply> {
  const { facts } = turn.context;
  // "The Rolex and the engagement ring on a rider": the things named, added up.
  const { phrase } = turn.query;
  const target = phrase.length ? await scopeOf(turn, turn.query) : undefined;
  const scope = {
    ...(target && !target.missing ? target.scope : turn.query.filters),
    valueMin: undefined,
  };
  const listed = { ...scope, valueMin: { amount: INSURE_THRESHOLD, inclusive: true } };
  const [totals, valuable, top, covered] = await Promise.all([
    facts.totals(scope),
    facts.totals(listed),
    facts.items(listed, 'value_desc', 3),
    facts.items(scope, 'value_desc', SUM_INSURED_SOURCES),
  ]);
  const whose =
    target?.resolution && !target.missing
      ? namedThings(target.resolution.items)
      : hasFilters(turn.query.filters)
        ? describeSet({ filters: { ...turn.query.filters, valueMin: undefined }, phrase: [] })
        : 'Your whole inventory';
  const unvalued =
    totals.unvalued > 0
      ? ` ${plural(totals.unvalued, 'item')} ${totals.unvalued === 1 ? 'has' : 'have'} no value yet, so the sum is short by ${totals.unvalued === 1 ? 'its' : 'their'} worth.`
      : '';
  const separately = valuable.items
    ? ` Worth listing separately: ${plural(valuable.items, 'item')} of ${money(INSURE_THRESHOLD)} or more (${money(valuable.value)}), such as ${itemNames(top, valuable.items)}.`
    : '';
  return {
    response: `${whose}: ${plural(totals.items, 'item')}, ${money(totals.value)} in total. Insure for at least ${money(totals.value)}.${unvalued}${separately}`,
    // The things the sum covers are its sources, so the owner can check what was counted.
    items: covered,
    intent: 'advice_insure',
    strategy: 'advice',
    totalMatches: totals.items,
    focus: top,
  };
}

/**
 * "If I sold everything in poor condition, how much would that make": what the named set would
 * raise, counting what the owner has at home; things lent out are said apart, as they are away.
 */
async function answerProceeds(
  turn: Turn,
  scope: Scope,
  owned: FactItem[],
  named?: SetScope,
): Promise<Reply> {
  const lent = await turn.context.facts.items({ ...scope, lent: true }, 'value_desc', 100);
  const raised = owned.reduce((sum, item) => sum + (valueOf(item) ?? 0), 0);
  const { filters, phrase } = turn.query;
  const what = named?.resolution
    ? namedThings(named.resolution.items)
    : hasFilters(filters) || phrase.length
      ? describeSet({ filters, phrase })
      : 'Your things';
  const away = lent.length
    ? ` Lent out now, so not counted: ${lent.map(itemLine).join('; ')}.`
    : '';
  return {
    response: owned.length
      ? `${what}, selling what is at home: ${plural(owned.length, 'item')} worth ${money(raised)} together: ${itemNames(owned, owned.length)}.${away}`
      : `${what}: nothing at home to sell.${away}`,
    items: owned,
    intent: 'advice_sell',
    strategy: 'advice',
    totalMatches: owned.length,
    focus: owned,
  };
}
