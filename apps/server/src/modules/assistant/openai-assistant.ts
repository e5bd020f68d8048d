import {
  OpenAiClient,
  type ChatMessage,
  type OpenAiClientOptions,
} from '../../adapters/ai/openai/openai-client.js';
import type { AssistantAnswer, AssistantContext, AssistantProvider } from './assistant-provider.js';
import { findItems } from './assistant-provider.js';
import { answerAdvice } from './answering/answer-advice.js';
import { byDue } from './answering/answer-loans.js';
import { resolveItems } from './answering/item-resolver.js';
import type { FactItem, Scope } from './inventory-facts.js';
import { emptyFilters, type LoanDue, type ParsedQuery } from './understanding/query.js';
import { WordNetThesaurus } from './understanding/thesaurus.js';
import { correctTypos, tokenize } from './understanding/tokens.js';

const emptyQuery = (): ParsedQuery => ({
  operation: 'unknown',
  filters: emptyFilters(),
  phrase: [],
  unknown: [],
  corrections: {},
});

const MAX_ROUNDS = 4;

/** The loans tool's orders, as the local assistant reads them from a question. */
const LOAN_ORDERS: Record<string, LoanDue> = {
  due_first: 'first',
  due_last: 'last',
  not_yet_due: 'pending',
};

const scopeProperties = {
  category: { type: 'string', description: 'An inventory category, e.g. electronics' },
  brand: { type: 'string' },
  location: { type: 'string', description: 'A room or place, e.g. Garage' },
  text: { type: 'string', description: 'Words naming the items, e.g. "chairs"' },
  condition: { type: 'string', enum: ['new', 'excellent', 'good', 'fair', 'poor'] },
  min_value: { type: 'number', description: 'Only items worth more than this (per piece)' },
  max_value: { type: 'number', description: 'Only items worth less than this (per piece)' },
  public: { type: 'boolean', description: 'Only public (true) or private (false) items' },
  lent: { type: 'boolean', description: 'Only items lent out now (true) or not (false)' },
  added_since: {
    type: 'string',
    description: 'Only items added on or after this date (YYYY-MM-DD)',
  },
};

const tool = (name: string, description: string, parameters: Record<string, unknown>) => ({
  type: 'function',
  function: { name, description, parameters },
});

export const ASSISTANT_TOOLS = [
  tool(
    'search_items',
    'Find the user’s items by meaning and by words in their names, brands and descriptions.',
    {
      type: 'object',
      properties: { query: { type: 'string' }, limit: { type: 'integer' } },
      required: ['query'],
    },
  ),
  tool(
    'inventory_totals',
    'Exact count and total estimated value of the items in a scope; no scope means the whole inventory.',
    { type: 'object', properties: scopeProperties },
  ),
  tool(
    'rank_items',
    'Items in a scope ordered by value (most or least valuable) or by date added; position 2 gives the second.',
    {
      type: 'object',
      properties: {
        ...scopeProperties,
        order: { type: 'string', enum: ['value_desc', 'value_asc', 'newest', 'oldest'] },
        position: { type: 'integer', description: '1-based rank of the first item returned' },
        limit: { type: 'integer' },
      },
      required: ['order'],
    },
  ),
  tool(
    'loans',
    'Items the user has lent out or is borrowing now, with the other person and due date; order gives them by return date (the one due back first or last first) or only those not due yet.',
    {
      type: 'object',
      properties: {
        kind: { type: 'string', enum: ['lent', 'borrowed'] },
        order: { type: 'string', enum: ['due_first', 'due_last', 'not_yet_due'] },
      },
      required: ['kind'],
    },
  ),
  tool('value_by_category', 'Count and total value per category.', {
    type: 'object',
    properties: {},
  }),
  tool(
    'item_details',
    'Everything about the items a name points at (synonyms and typos allowed): room, brand, condition, value, quantity, notes, tags, date added, who has it and when it is due.',
    { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
  ),
  tool(
    'advice',
    'Grounded advice computed from the inventory: what to insure (items worth listing), the sum to insure the contents for (sum_insured), what to sell to raise an amount, items lacking a value or a photo, overdue loans, items owned more than once (duplicates).',
    {
      type: 'object',
      properties: {
        kind: {
          type: 'string',
          enum: [
            'insure',
            'sum_insured',
            'sell',
            'missing_value',
            'missing_photo',
            'overdue',
            'duplicates',
          ],
        },
        amount: { type: 'number', description: 'For sell: the amount to raise' },
      },
      required: ['kind'],
    },
  ),
];

const SYSTEM_RULES = (name: string, today: string) =>
  [
    `You are Circle's assistant. You answer questions about ${name}'s personal inventory. Today is ${today}.`,
    'Every figure you state must come from a tool result in this conversation; values are US dollars. Say what you computed ("Electronics over $500: 3 items, $4,230").',
    'If a tool finds nothing or the question is ambiguous, ask one short clarifying question instead of guessing a number.',
    'Words around the question ("basically", "for the claim form", "we are moving") are context: never search for them. A kind ("power tools", "stuff to sit on") means the items that are such things; list which items you counted.',
    'If the request is not about the inventory, answer in one polite line that you only help with the inventory, and suggest a question.',
    'You cannot see images. Answer in one to three friendly sentences.',
  ].join(' ');

/**
 * The assistant on any OpenAI-compatible endpoint: the model calls tools over the same retrieval
 * and aggregate functions as the local assistant, and answers from their results.
 */
export class OpenAiAssistant implements AssistantProvider {
  readonly kind = 'openai' as const;
  private readonly client: OpenAiClient;
  private readonly thesaurus = new WordNetThesaurus();

  constructor(options: OpenAiClientOptions) {
    this.client = new OpenAiClient(options);
  }

  private async runTool(
    context: AssistantContext,
    name: string,
    args: Record<string, unknown>,
    used: Map<string, FactItem>,
  ) {
    const limit = Math.min(20, Math.max(1, Number(args.limit ?? 10)));
    const text = (key: string) =>
      typeof args[key] === 'string' ? (args[key] as string) : undefined;
    const amount = (key: string) =>
      typeof args[key] === 'number' ? (args[key] as number) : undefined;
    const flag = (key: string) =>
      typeof args[key] === 'boolean' ? (args[key] as boolean) : undefined;
    const min = amount('min_value');
    const max = amount('max_value');
    const scope: Scope = {
      category: text('category'),
      brand: text('brand'),
      location: text('location'),
      text: text('text'),
      conditions: text('condition') ? [text('condition')!] : [],
      valueMin: min === undefined ? undefined : { amount: min, inclusive: false },
      valueMax: max === undefined ? undefined : { amount: max, inclusive: false },
      isPublic: flag('public'),
      lent: flag('lent'),
      addedSince: /^\d{4}-\d{2}-\d{2}$/.test(text('added_since') ?? '')
        ? text('added_since')
        : undefined,
    };
    const remember = (items: FactItem[]) => {
      for (const item of items) used.set(item.id, item);
      return items.map(
        ({ id, item_name, category, brand, location, estimated_value, quantity, condition }) => ({
          id,
          item_name,
          category,
          brand,
          location,
          estimated_value,
          quantity,
          condition,
        }),
      );
    };
    switch (name) {
      case 'search_items':
        return { items: remember(await findItems(context, String(args.query ?? ''), limit)) };
      case 'inventory_totals':
        return context.facts.totals(scope);
      case 'rank_items': {
        const order =
          (['value_asc', 'newest', 'oldest'] as const).find((o) => o === args.order) ??
          'value_desc';
        const position = Math.max(1, Math.floor(Number(args.position ?? 1)) || 1);
        return { items: remember(await context.facts.items(scope, order, limit, position - 1)) };
      }
      case 'loans': {
        const order = LOAN_ORDERS[String(args.order)];
        const loans = byDue(
          await context.facts.loans(args.kind === 'borrowed' ? 'borrowed' : 'lent', context.today),
          order,
        );
        remember(loans);
        return {
          loans: loans.map((loan) => ({
            item_name: loan.item_name,
            person: loan.person,
            due: loan.expected_return_date,
            overdue: loan.overdue,
          })),
        };
      }
      case 'value_by_category':
        return { categories: await context.facts.byCategory() };
      case 'item_details': {
        const typed = tokenize(String(args.name ?? ''));
        const { tokens: words } = correctTypos(
          typed,
          new Set(await context.facts.words()),
          this.thesaurus,
        );
        const resolution = await resolveItems(words, {
          facts: context.facts,
          thesaurus: this.thesaurus,
          index: context.index,
          userId: context.userId,
          ownWords: (named) => named.every((word) => !this.thesaurus.isWord(word)),
        });
        const items = resolution.items.slice(0, 5);
        const loans = await context.facts.loansOf(
          items.map((item) => item.id),
          context.today,
        );
        remember(items);
        return {
          matched_by: resolution.how,
          ambiguous: resolution.ambiguous ?? false,
          items: items.map((item) => ({
            item_name: item.item_name,
            category: item.category,
            brand: item.brand,
            location: item.location,
            condition: item.condition,
            estimated_value_each: item.estimated_value,
            quantity: item.quantity,
            notes: item.notes,
            tags: item.tags,
            added: item.created_at.slice(0, 10),
            loan: loans.get(item.id)
              ? {
                  direction: loans.get(item.id)!.kind,
                  person: loans.get(item.id)!.person,
                  due: loans.get(item.id)!.expected_return_date,
                  overdue: loans.get(item.id)!.overdue,
                }
              : null,
          })),
        };
      }
      case 'advice': {
        const sumInsured = args.kind === 'sum_insured';
        const kind = sumInsured
          ? 'insure'
          : (
              ['insure', 'sell', 'missing_value', 'missing_photo', 'overdue', 'duplicates'] as const
            ).find((k) => k === args.kind);
        if (!kind)
          return {
            error:
              'kind must be insure, sum_insured, sell, missing_value, missing_photo, overdue or duplicates',
          };
        const reply = await answerAdvice({
          context,
          query: {
            ...emptyQuery(),
            operation: 'advice',
            advice: kind,
            amount: amount('amount'),
            ...(sumInsured ? { sumInsured: true } : {}),
          },
          thesaurus: this.thesaurus,
          referred: undefined,
        });
        return { summary: reply.response, items: remember(reply.items) };
      }
      default:
        return { error: `unknown tool ${name}` };
    }
  }

  async answer(context: AssistantContext): Promise<AssistantAnswer> {
    const messages: ChatMessage[] = [
      { role: 'system', content: SYSTEM_RULES(context.firstName, context.today) },
      ...(context.history ?? []).map((message) => ({
        role: message.role,
        content: message.content,
      })),
      { role: 'user', content: context.question },
    ];
    const used = new Map<string, FactItem>();
    const toolsCalled: string[] = [];
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const choice = await this.client.complete(
        { messages, tools: ASSISTANT_TOOLS, tool_choice: 'auto', temperature: 0.2 },
        context.signal,
      );
      const calls = choice.message.tool_calls ?? [];
      if (calls.length === 0) {
        return {
          response: choice.message.content?.trim() || 'I could not find an answer to that.',
          items: [...used.values()].slice(0, 10),
          suggestions: [
            'What is my most valuable item?',
            'What have I lent out?',
            'What did I add recently?',
          ],
          intent: toolsCalled[0] ?? 'conversation',
          strategy: 'tool_calling',
          totalMatches: used.size,
          categories: [...new Set([...used.values()].map((item) => item.category))],
        };
      }
      messages.push({
        role: 'assistant',
        content: choice.message.content ?? null,
        tool_calls: calls,
      });
      for (const call of calls) {
        toolsCalled.push(call.function.name);
        let args: Record<string, unknown>;
        try {
          args = JSON.parse(call.function.arguments || '{}') as Record<string, unknown>;
        } catch {
          // A model that writes broken arguments gets the tool's answer for no arguments.
          args = {};
        }
        const result = await this.runTool(context, call.function.name, args, used);
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
    throw new Error('the AI service kept calling tools without answering');
  }
}
