import type { FactItem, InventoryFacts } from './inventory-facts.js';
import type { ItemIndex } from './item-index.js';
import type { TurnContext } from './understanding/follow-up.js';

/** One earlier message of the conversation, oldest first. */
export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface AssistantContext {
  userId: string;
  firstName: string;
  question: string;
  /** Today's date (YYYY-MM-DD, UTC) from the injected clock. */
  today: string;
  facts: InventoryFacts;
  index: ItemIndex;
  /** What the previous answer computed, for follow-ups. */
  previous?: TurnContext | undefined;
  /** The last few messages, oldest first. */
  history?: HistoryMessage[];
  signal?: AbortSignal;
}

export interface AssistantAnswer {
  response: string;
  items: FactItem[];
  suggestions: string[];
  intent: string;
  strategy: string;
  totalMatches: number;
  categories: string[];
  /** Stored with the answer so the next question can refer back to it. */
  turn?: TurnContext;
}

/** Answers a question about the user's inventory; `local` and `openai` implement it. */
export interface AssistantProvider {
  readonly kind: 'local' | 'openai';
  answer(context: AssistantContext): Promise<AssistantAnswer>;
}

/** Formats an amount of money; the one place that knows the currency. */
export const money = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: value % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;

export const listNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** How long a question may spend finding items by meaning; it answers with what is indexed. */
export const ASSISTANT_MEANING_BUDGET_MS = 1000;

/**
 * Retrieval shared by both providers: items whose words match; only when none does, the items
 * nearest in meaning (sentence embeddings), so "laptop" does not also bring the television.
 */
export async function findItems(
  context: AssistantContext,
  text: string,
  limit = 10,
): Promise<FactItem[]> {
  const lexical = await context.facts.items({ text }, 'value_desc', limit);
  const unvalued =
    lexical.length < limit ? await context.facts.items({ text }, 'newest', limit) : [];
  const seen = new Set<string>();
  const merged: FactItem[] = [];
  for (const item of [...lexical, ...unvalued]) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  if (merged.length > 0) return merged.slice(0, limit);
  const semantic = await context.index
    .nearest(
      { userId: context.userId, householdId: context.facts.householdId },
      text,
      limit,
      0.45,
      {
        budgetMs: ASSISTANT_MEANING_BUDGET_MS,
      },
    )
    .catch(() => []);
  return context.facts.byIds(semantic.map((match) => match.id));
}
