import {
  OpenAiClient,
  type ChatMessage,
  type OpenAiClientOptions,
} from '../../adapters/ai/openai/openai-client.js';
import type { AssistantAnswer, AssistantContext, ChatProvider } from './chat-provider.js';
import { findItems } from './chat-provider.js';
import type { FactItem, Scope } from './inventory-facts.js';

const MAX_ROUNDS = 4;

const scopeProperties = {
  category: { type: 'string', description: 'An inventory category, e.g. electronics' },
  brand: { type: 'string' },
  location: { type: 'string', description: 'A room or place, e.g. Garage' },
  text: { type: 'string', description: 'Words naming the items, e.g. "chairs"' },
};

export const ASSISTANT_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'search_items',
      description:
        'Find the user’s items by meaning and by words in their names, brands and descriptions.',
      parameters: {
        type: 'object',
        properties: { query: { type: 'string' }, limit: { type: 'integer' } },
        required: ['query'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'inventory_totals',
      description:
        'Exact count and total estimated value (USD) of the items in a scope; no scope means the whole inventory.',
      parameters: { type: 'object', properties: scopeProperties },
    },
  },
  {
    type: 'function',
    function: {
      name: 'rank_items',
      description:
        'Items in a scope ordered by value (most or least valuable) or by date added (newest).',
      parameters: {
        type: 'object',
        properties: {
          ...scopeProperties,
          order: { type: 'string', enum: ['value_desc', 'value_asc', 'newest'] },
          limit: { type: 'integer' },
        },
        required: ['order'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'loans',
      description:
        'Items the user has lent out or is borrowing now, with the other person and due date.',
      parameters: {
        type: 'object',
        properties: { kind: { type: 'string', enum: ['lent', 'borrowed'] } },
        required: ['kind'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'value_by_category',
      description: 'Count and total value per category.',
      parameters: { type: 'object', properties: {} },
    },
  },
];

/**
 * The assistant on any OpenAI-compatible endpoint: the model calls tools over the same retrieval
 * and aggregate functions as the local assistant, and answers from their results.
 */
export class OpenAiAssistant implements ChatProvider {
  readonly kind = 'openai' as const;
  private readonly client: OpenAiClient;

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
    const scope: Scope = {
      category: typeof args.category === 'string' ? args.category : undefined,
      brand: typeof args.brand === 'string' ? args.brand : undefined,
      location: typeof args.location === 'string' ? args.location : undefined,
      text: typeof args.text === 'string' ? args.text : undefined,
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
          args.order === 'value_asc' || args.order === 'newest' ? args.order : 'value_desc';
        return { items: remember(await context.facts.items(scope, order, limit)) };
      }
      case 'loans': {
        const loans = await context.facts.loans(
          args.kind === 'borrowed' ? 'borrowed' : 'lent',
          context.today,
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
      default:
        return { error: `unknown tool ${name}` };
    }
  }

  async answer(context: AssistantContext): Promise<AssistantAnswer> {
    const messages: ChatMessage[] = [
      {
        role: 'system',
        content: `You are Circle's assistant. You answer questions about ${context.firstName}'s personal inventory. Use the tools for every figure, and state figures exactly as the tools return them (values are US dollars). Today is ${context.today}. Answer in one to three friendly sentences.`,
      },
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
