import type { Corpus, CorpusItem, Expectation, Filter } from './assistant-corpus.js';

/**
 * Expected answers computed from the corpus inventory (never typed by hand), and the check of a
 * reply against them. Written apart from the product's code so the two can disagree.
 */
export interface Reply {
  response: string;
  sources: {
    inventory_items: { item_name: string }[];
    search_metadata: { intent: string };
  };
}

const money = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: value % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
const count = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map((w) => w.replace(/s$/, ''));

function matches(item: CorpusItem, filter: Filter = {}, lent: Set<string>): boolean {
  void lent;
  if (filter.either) {
    if (item.category !== filter.either.category && item.location !== filter.either.location)
      return false;
  }
  if (filter.names && !filter.names.includes(item.name)) return false;
  if (filter.category && item.category !== filter.category) return false;
  if (filter.location && item.location !== filter.location) return false;
  if (filter.brand && item.brand !== filter.brand) return false;
  if (filter.condition && item.condition !== filter.condition) return false;
  if (filter.public !== undefined && item.public !== filter.public) return false;
  if (filter.name && !words(item.name).includes(filter.name)) return false;
  if (filter.addedWithinDays !== undefined && item.addedDaysAgo > filter.addedWithinDays)
    return false;
  if (filter.min !== undefined) {
    if (item.value === null) return false;
    if (filter.minIncl ? item.value < filter.min : item.value <= filter.min) return false;
  }
  if (filter.max !== undefined) {
    if (item.value === null) return false;
    if (filter.maxIncl ? item.value > filter.max : item.value >= filter.max) return false;
  }
  return true;
}

const totalOf = (items: CorpusItem[]) =>
  items.reduce((sum, item) => sum + (item.value ?? 0) * item.quantity, 0);

export class Truths {
  private readonly lent: Set<string>;
  constructor(private readonly corpus: Corpus) {
    this.lent = new Set(corpus.loans.map((loan) => loan.item));
  }

  select(filter?: Filter) {
    return this.corpus.items.filter((item) => matches(item, filter, this.lent));
  }

  ranked(order: 'desc' | 'asc' | 'newest' | 'oldest', filter?: Filter) {
    const items = this.select(filter);
    if (order === 'newest') return [...items].sort((a, b) => a.addedDaysAgo - b.addedDaysAgo);
    if (order === 'oldest') return [...items].sort((a, b) => b.addedDaysAgo - a.addedDaysAgo);
    return items
      .filter((item) => item.value !== null)
      .sort((a, b) =>
        order === 'desc'
          ? b.value! - a.value! || a.name.localeCompare(b.name)
          : a.value! - b.value! || a.name.localeCompare(b.name),
      );
  }

  /** What everything, and each category, room and brand of several items, is worth. */
  private setTotals(): Set<number> {
    const { items } = this.corpus;
    const sets = [
      items,
      ...(['category', 'location', 'brand'] as const).flatMap((key) =>
        [...new Set(items.map((item) => item[key]))].map((value) =>
          items.filter((item) => item[key] === value),
        ),
      ),
    ];
    return new Set(sets.filter((set) => set.length > 1).map(totalOf));
  }

  /** The strings a correct reply must contain. */
  required(expect: Expectation): string[] {
    const set = expect.total ?? expect.list ?? expect.count;
    if (set) {
      const items = this.select(set);
      return expect.count ? [count(items.length)] : [count(items.length), money(totalOf(items))];
    }
    if (expect.average) {
      const valued = this.select(expect.average).filter((item) => item.value !== null);
      const pieces = valued.reduce((sum, item) => sum + item.quantity, 0);
      return [money(Math.round((totalOf(valued) / pieces) * 100) / 100)];
    }
    if (expect.rank) {
      const item = this.ranked(expect.rank.order, expect.rank.filter)[(expect.rank.n ?? 1) - 1];
      return [item ? item.name : 'no such item'];
    }
    if (expect.top) {
      return this.ranked(expect.top.order, expect.top.filter)
        .slice(0, expect.top.limit)
        .map((item) => item.name);
    }
    if (expect.field) return [this.fieldValue(expect.field.item, expect.field.field)];
    if (expect.items) return expect.items;
    if (expect.compare) {
      const sides = [expect.compare.left, expect.compare.right].map((filter) =>
        this.select(filter),
      );
      return sides.map((items) =>
        expect.compare!.by === 'value' ? money(totalOf(items)) : count(items.length),
      );
    }
    if (expect.insure !== undefined) {
      // An amount that is exactly what everything, a category, a room or a brand is worth is the
      // sum to insure that set for, as writers put "how much should we insure the jewellery
      // for": the answer must state that sum. A cutoff is a round amount ("$1,500 or more").
      if (expect.insure % 100 !== 0 && this.setTotals().has(expect.insure))
        return [money(expect.insure)];
      const items = this.ranked('desc').filter((item) => item.value! >= expect.insure!);
      return [count(items.length), money(totalOf(items)), ...items.slice(0, 3).map((i) => i.name)];
    }
    if (expect.lacking) {
      const lacking = this.corpus.items.filter((item) =>
        expect.lacking === 'value' ? item.value === null : !item.photo,
      );
      return [count(lacking.length)];
    }
    return [];
  }

  private fieldValue(name: string, field: string): string {
    const item = this.corpus.items.find((entry) => entry.name === name);
    const loan = this.corpus.loans.find((entry) => entry.item === name);
    const borrowed = this.corpus.borrowed.find((entry) => entry.name === name);
    const due = (days: number) =>
      new Date(Date.parse(`${this.corpus.today}T00:00:00Z`) + days * 86_400_000)
        .toISOString()
        .slice(0, 10);
    switch (field) {
      case 'location':
        return item!.location;
      case 'brand':
        return item!.brand ?? 'no brand';
      case 'category':
        // As a label is written: "Electronics", "Jewelry".
        return item!.category.charAt(0).toUpperCase() + item!.category.slice(1);
      case 'tags':
        return item!.tags[0] ?? 'no tags';
      case 'name':
        return item!.name;
      case 'condition':
        return item!.condition;
      case 'value':
        return money((item!.value ?? 0) * item!.quantity);
      case 'quantity':
        return String(item!.quantity);
      case 'notes':
        return item!.notes!.slice(0, 24);
      case 'added':
        return due(-item!.addedDaysAgo);
      case 'holder':
        return loan ? loan.person : borrowed ? borrowed.person : 'not lent';
      case 'due':
        return loan ? due(loan.dueInDays) : due(borrowed!.dueInDays);
      default:
        throw new Error(`unknown field ${field}`);
    }
  }

  /** Whether a reply is right, and whether it states a number although it is wrong. */
  judge(expect: Expectation, reply: Reply): { correct: boolean; confidentWrongNumber: boolean } {
    const text = reply.response;
    const intent = reply.sources.search_metadata.intent;
    let correct: boolean;
    if (expect.scope) {
      const allowed = expect.scope === 'out' ? ['out_of_scope'] : ['not_found', 'clarify'];
      correct = allowed.includes(intent) && !/\$\d/.test(text);
    } else if (expect.sell !== undefined) {
      const named = reply.sources.inventory_items.map((item) => item.item_name);
      const owned = named.map((name) => this.corpus.items.find((item) => item.name === name));
      const raised = totalOf(owned.filter((item): item is CorpusItem => item !== undefined));
      correct =
        named.length > 0 &&
        owned.every((item) => item !== undefined && !this.lent.has(item.name)) &&
        raised >= expect.sell &&
        text.includes(money(raised));
    } else {
      correct = this.required(expect).every((part) => text.includes(part));
      // A round amount that is also the worth of a whole set ("what should I have everything in
      // the kitchen insured for" → $6,600) may be that set's sum insured, not a cutoff.
      if (!correct && expect.insure !== undefined && this.setTotals().has(expect.insure)) {
        const sum = money(expect.insure);
        correct = text.includes(sum) && !text.includes(`${sum} or more`);
      }
      // The sum insured of a set the writer named by kind ("the climbing gear"): the items the
      // answer counted are worth exactly the expected figure, stated as what to insure for.
      if (!correct && expect.insure !== undefined) {
        const sum = money(expect.insure);
        const named = reply.sources.inventory_items.map((item) => item.item_name);
        const owned = named.flatMap((name) =>
          this.corpus.items.filter((item) => item.name === name),
        );
        correct =
          named.length > 0 &&
          owned.length === named.length &&
          totalOf(owned) === expect.insure &&
          text.includes(sum) &&
          !text.includes(`${sum} or more`);
      }
    }
    const hedged = ['clarify', 'not_found', 'out_of_scope'].includes(intent);
    const statesNumber = /\$\d|\b\d+ (items?|pieces)\b/.test(text);
    return { correct, confidentWrongNumber: !correct && !hedged && statesNumber };
  }
}
