import type { ChatProvider, AssistantAnswer, AssistantContext } from './chat-provider.js';
import { findItems, listNames, money } from './chat-provider.js';
import type { FactItem, Scope } from './inventory-facts.js';

const STOPWORDS = new Set(
  `a an the my mine me i i'm im do does did have has had own owned is are was were be it its it's of in on at to for from
  with and or what what's whats which who whom where where's wheres when how much many show list tell find give about all any
  every things thing stuff items item worth value valued total totals cost costs price priced most least more less top
  expensive cheapest cheap priciest valuable lowest highest please can could you your there there's theres keep kept put
  store stored currently right now this that these those some number count altogether combined sum overall net
  inventory collection everything belongings possessions something anything stuff got`.split(/\s+/),
);

const singular = (word: string) =>
  word
    .replace(/(ies)$/, 'y')
    .replace(/(ses|xes|ches|shes)$/, (m) => m.slice(0, -2))
    .replace(/s$/, '');

/** The words that name what the question is about ("where is my laptop" → "laptop"). */
export function subjectOf(question: string): string {
  return question
    .toLowerCase()
    .replace(/[?!.,;:"“”]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !STOPWORDS.has(word))
    .join(' ')
    .trim();
}

function matchVocabulary(subject: string, values: string[]): string | undefined {
  if (!subject) return undefined;
  const wanted = subject.split(' ').map(singular);
  return values.find((value) => {
    const known = value
      .toLowerCase()
      .split(/[\s_]+/)
      .map(singular);
    return (
      known.join(' ') === wanted.join(' ') || (wanted.length === 1 && known.includes(wanted[0]!))
    );
  });
}

type Intent =
  | 'total_value'
  | 'most_valuable'
  | 'least_valuable'
  | 'count'
  | 'where'
  | 'lent'
  | 'borrowed'
  | 'overdue'
  | 'public'
  | 'recent'
  | 'categories'
  | 'search';

export function detectIntent(question: string): Intent {
  const q = question.toLowerCase();
  if (/\boverdue\b|\blate\b|\bnot (been )?returned\b|\bdue back\b/.test(q)) return 'overdue';
  if (/\b(lent|lend|lending|loaned|loan(ed)? out|who has my|who's got my|gave away)\b/.test(q))
    return 'lent';
  if (/\b(borrow(ed|ing)?|have i got from)\b/.test(q)) return 'borrowed';
  if (/\b(most valuable|most expensive|priciest|highest value|worth the most|best item)\b/.test(q))
    return 'most_valuable';
  if (/\b(least valuable|least expensive|cheapest|lowest value|worth the least)\b/.test(q))
    return 'least_valuable';
  if (/\b(public|visible|discoverable|shared with the community)\b/.test(q)) return 'public';
  if (/\b(recent(ly)?|latest|newest|last added|added (lately|recently|this week|today))\b/.test(q))
    return 'recent';
  if (/\bcategor(y|ies)\b/.test(q)) return 'categories';
  if (/\bhow many\b|\bnumber of\b|\bcount\b/.test(q)) return 'count';
  if (/\b(net worth|total value|worth|how much|value of|valued)\b/.test(q)) return 'total_value';
  if (/\bwhere\b|\bwhich room\b|\blocation of\b/.test(q)) return 'where';
  return 'search';
}

const describeScope = (scope: Scope) =>
  scope.category
    ? `your ${scope.category.replace(/_/g, ' ')}`
    : scope.brand
      ? `your ${scope.brand} items`
      : scope.location
        ? `the items in the ${scope.location}`
        : scope.text
          ? `items matching "${scope.text}"`
          : 'your inventory';

const itemLine = (item: FactItem) =>
  `${item.item_name}${item.estimated_value !== null ? ` (${money(Number(item.estimated_value))}${item.quantity > 1 ? ` each, ×${item.quantity}` : ''})` : ''}`;

/**
 * The offline assistant: an intent layer answers inventory questions exactly from the database
 * (totals, counts, extremes, places, loans); anything else is answered by retrieval with
 * full-text, trigram and sentence-embedding search.
 */
export class LocalAssistant implements ChatProvider {
  readonly kind = 'local' as const;

  async answer(context: AssistantContext): Promise<AssistantAnswer> {
    const intent = detectIntent(context.question);
    const vocabulary = await context.facts.vocabulary();
    const subject = subjectOf(context.question);
    const scope: Scope = {};
    const category = matchVocabulary(subject, vocabulary.categories);
    const brand = category ? undefined : matchVocabulary(subject, vocabulary.brands);
    const location =
      category || brand
        ? undefined
        : (matchVocabulary(subject, vocabulary.locations) ??
          vocabulary.locations.find((known) => subject.includes(known.toLowerCase())));
    if (category) scope.category = category;
    else if (brand) scope.brand = brand;
    else if (location) scope.location = location;
    const base = { intent, categories: category ? [category] : [] };
    const suggestions = this.suggestions(intent, vocabulary);

    // A subject that is neither a category, a brand nor a place names things ("chairs").
    const scopeOrMatches = async (): Promise<{ scope: Scope; matched?: FactItem[] }> => {
      if (category || brand || location || !subject) return { scope };
      const matched = await findItems(context, subject, 50);
      return { scope: { ids: matched.map((item) => item.id) }, matched };
    };

    switch (intent) {
      case 'total_value':
      case 'count': {
        const { scope: target, matched } = await scopeOrMatches();
        const totals = await context.facts.totals(target);
        const top = matched
          ? matched.slice(0, 5)
          : await context.facts.items(target, 'value_desc', 5);
        const what = matched ? `"${subject}"` : describeScope(target);
        if (totals.items === 0) {
          const missing = matched
            ? `anything matching ${what}`
            : what === 'your inventory'
              ? 'items in your inventory'
              : what;
          return {
            ...base,
            response: `I couldn't find ${missing} yet.`,
            items: [],
            suggestions,
            strategy: 'aggregate',
            totalMatches: 0,
          };
        }
        const unvalued =
          totals.unvalued > 0 ? ` (${totals.unvalued} without an estimated value)` : '';
        const units = totals.units !== totals.items ? `, ${totals.units} pieces in all` : '';
        const counted = `${totals.items} ${totals.items === 1 ? 'item' : 'items'}`;
        const where = matched
          ? ` matching ${what}`
          : what === 'your inventory'
            ? ''
            : ` in ${what}`;
        const subjectText = matched
          ? `Your items matching ${what}`
          : what.charAt(0).toUpperCase() + what.slice(1);
        const verb = what === 'your inventory' ? 'is' : 'are';
        const response =
          intent === 'count'
            ? `You have ${counted}${where}${units}, worth ${money(totals.value)} together${unvalued}.`
            : `${subjectText} ${verb} worth ${money(totals.value)} in total across ${counted}${unvalued}.${top[0] ? ` The most valuable is ${itemLine(top[0])}.` : ''}`;
        return {
          ...base,
          response,
          items: top,
          suggestions,
          strategy: 'aggregate',
          totalMatches: totals.items,
        };
      }
      case 'most_valuable':
      case 'least_valuable': {
        const { scope: target } = await scopeOrMatches();
        const items = await context.facts.items(
          target,
          intent === 'most_valuable' ? 'value_desc' : 'value_asc',
          5,
        );
        if (items.length === 0) {
          return {
            ...base,
            response: `None of ${describeScope(target)} has an estimated value yet.`,
            items: [],
            suggestions,
            strategy: 'aggregate',
            totalMatches: 0,
          };
        }
        const word = intent === 'most_valuable' ? 'most' : 'least';
        const others = items.slice(1, 3).map(itemLine);
        return {
          ...base,
          response: `The ${word} valuable of ${describeScope(target)} is ${itemLine(items[0]!)}.${others.length ? ` Next come ${listNames(others)}.` : ''}`,
          items,
          suggestions,
          strategy: 'aggregate',
          totalMatches: items.length,
        };
      }
      case 'where': {
        const items = location
          ? await context.facts.items({ location }, 'value_desc', 10)
          : await findItems(context, subject || context.question, 5);
        if (items.length === 0)
          return {
            ...base,
            response: `I couldn't find "${subject}" in your inventory.`,
            items: [],
            suggestions,
            strategy: 'retrieval',
            totalMatches: 0,
          };
        if (location) {
          return {
            ...base,
            response: `In the ${location} you have ${listNames(items.map(itemLine))}.`,
            items,
            suggestions,
            strategy: 'aggregate',
            totalMatches: items.length,
          };
        }
        const placed = items.filter((item) => item.location);
        const lines = (placed.length ? placed : items)
          .slice(0, 3)
          .map((item) =>
            item.location
              ? `your ${item.item_name} is in the ${item.location}`
              : `your ${item.item_name} has no location yet`,
          );
        const sentence = lines.join('; ');
        return {
          ...base,
          response: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`,
          items,
          suggestions,
          strategy: 'retrieval',
          totalMatches: items.length,
        };
      }
      case 'lent':
      case 'borrowed':
      case 'overdue': {
        const loans =
          intent === 'overdue'
            ? [
                ...(await context.facts.loans('lent', context.today)),
                ...(await context.facts.loans('borrowed', context.today)),
              ].filter((loan) => loan.overdue)
            : await context.facts.loans(intent, context.today);
        if (loans.length === 0) {
          const none = {
            lent: "You haven't lent anything out right now.",
            borrowed: "You aren't borrowing anything right now.",
            overdue: 'Nothing is overdue. 🎉',
          }[intent];
          return {
            ...base,
            response: none,
            items: [],
            suggestions,
            strategy: 'aggregate',
            totalMatches: 0,
          };
        }
        const lines = loans.map((loan) =>
          intent === 'borrowed'
            ? `${loan.item_name} from ${loan.person}${loan.expected_return_date ? `, due back ${loan.expected_return_date}` : ''}`
            : `${loan.item_name} with ${loan.person}${loan.expected_return_date ? `, due back ${loan.expected_return_date}${loan.overdue ? ' (overdue)' : ''}` : ''}`,
        );
        const lead = {
          lent: `You have lent out ${loans.length} ${loans.length === 1 ? 'item' : 'items'}`,
          borrowed: `You are borrowing ${loans.length} ${loans.length === 1 ? 'item' : 'items'}`,
          overdue: `${loans.length} ${loans.length === 1 ? 'item is' : 'items are'} overdue`,
        }[intent];
        return {
          ...base,
          response: `${lead}: ${lines.join('; ')}.`,
          items: loans,
          suggestions,
          strategy: 'aggregate',
          totalMatches: loans.length,
        };
      }
      case 'public': {
        const [count, items] = await Promise.all([
          context.facts.publicCount(),
          context.facts.publicItems(5),
        ]);
        return {
          ...base,
          response:
            count === 0
              ? 'None of your items is public yet. Make an item public to let the community find it.'
              : `${count} of your items ${count === 1 ? 'is' : 'are'} public: ${listNames(items.map((item) => item.item_name))}${count > items.length ? ' and more' : ''}.`,
          items,
          suggestions,
          strategy: 'aggregate',
          totalMatches: count,
        };
      }
      case 'recent': {
        const items = await context.facts.items(scope, 'newest', 5);
        return {
          ...base,
          response:
            items.length === 0
              ? 'You have not added any items yet.'
              : `Your most recent additions are ${listNames(items.map((item) => item.item_name))}.`,
          items,
          suggestions,
          strategy: 'aggregate',
          totalMatches: items.length,
        };
      }
      case 'categories': {
        const rows = await context.facts.byCategory();
        if (rows.length === 0)
          return {
            ...base,
            response: 'Your inventory is empty so far.',
            items: [],
            suggestions,
            strategy: 'aggregate',
            totalMatches: 0,
          };
        const lines = rows
          .slice(0, 6)
          .map((row) => `${row.category.replace(/_/g, ' ')}: ${row.items} (${money(row.value)})`);
        return {
          ...base,
          response: `Your items by category — ${lines.join('; ')}.`,
          items: [],
          suggestions,
          strategy: 'aggregate',
          totalMatches: rows.length,
          categories: rows.map((row) => row.category),
        };
      }
      default: {
        const text = subject || context.question;
        const items =
          scope.category || scope.brand || scope.location
            ? await context.facts.items(scope, 'value_desc', 10)
            : await findItems(context, text, 10);
        if (items.length === 0) {
          return {
            ...base,
            response: `I couldn't find anything about "${text}" in your inventory. Try another word, or upload a photo of it.`,
            items: [],
            suggestions,
            strategy: 'retrieval',
            totalMatches: 0,
          };
        }
        return {
          ...base,
          response: `I found ${items.length} ${items.length === 1 ? 'item' : 'items'} that ${items.length === 1 ? 'matches' : 'match'}: ${listNames(items.slice(0, 5).map(itemLine))}${items.length > 5 ? ' and more' : ''}.`,
          items,
          suggestions,
          strategy: 'retrieval',
          totalMatches: items.length,
        };
      }
    }
  }

  /** Follow-ups drawn from the user's own data. */
  suggestions(
    intent: string,
    vocabulary: { categories: string[]; brands: string[]; locations: string[] },
  ): string[] {
    const pool = [
      'What is my most valuable item?',
      'What is my inventory worth in total?',
      vocabulary.categories[0]
        ? `How much are my ${vocabulary.categories[0].replace(/_/g, ' ')} worth?`
        : null,
      vocabulary.locations[0] ? `What is in the ${vocabulary.locations[0]}?` : null,
      vocabulary.brands[0] ? `How many ${vocabulary.brands[0]} items do I have?` : null,
      'What have I lent out?',
      'What did I add recently?',
    ].filter((entry): entry is string => entry !== null);
    const avoid = { most_valuable: 0, total_value: 1, lent: 5, recent: 6 }[
      intent as 'most_valuable'
    ];
    return pool.filter((_, index) => index !== avoid).slice(0, 3);
  }
}
