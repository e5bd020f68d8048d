import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ChatMessage, ChatSources, ReferencedItem } from '@circle/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { Database } from '../../db/database.js';
import type { ChatMessageRow } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { pagination } from '../../lib/pagination.js';
import type { AssistantProvider } from './assistant-provider.js';
import type { AssistantMessagesRepository } from './assistant-messages.repository.js';
import { InventoryFacts, referenced } from './inventory-facts.js';
import type { ItemIndex } from './item-index.js';
import type { TurnContext } from './understanding/follow-up.js';

const CAPABILITIES = [
  'Add up or count your inventory by category, room, brand, condition or value range',
  'Rank your items: most and least valuable, top 5, the second most expensive',
  'Tell you where something is, its brand, condition, notes or who has it',
  'Compare two groups, like furniture and jewelry',
  'List what you have lent out, are borrowing or is overdue',
  'Suggest what to insure or sell, and what lacks a value or a photo',
  'Understand typos, other words for things, and follow-ups like "how much is it worth?"',
];

/** Asked once at start-up of nobody's inventory: every kind of answer's code and queries run. */
const WARM_UP_QUESTIONS = [
  'What is my most valuable item?',
  'What is my inventory worth in total?',
  'How much are my electronics worth?',
  'How many watches do I have?',
  'Where is my laptop?',
  'What is in the garage?',
  'What have I lent out?',
  'What did I add recently?',
  'chairs or tables, which are worth more?',
];
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** How many earlier exchanges a question sees. */
const HISTORY_TURNS = 4;

const firstName = (fullName: string | null, email: string) =>
  (fullName?.trim().split(/\s+/)[0] || email.split('@')[0]) ?? 'there';

export interface AssistantServiceDeps {
  database: Database;
  /** Created on first use: loading a model costs memory and time. */
  provider: () => AssistantProvider;
  index: ItemIndex;
  messages: AssistantMessagesRepository;
  clock: Clock;
  log: FastifyBaseLogger;
}

export class AssistantService {
  private readonly database: Database;
  private readonly provider: () => AssistantProvider;
  private readonly index: ItemIndex;
  private readonly messages: AssistantMessagesRepository;
  private readonly clock: Clock;
  private readonly log: FastifyBaseLogger;

  constructor(deps: AssistantServiceDeps) {
    this.database = deps.database;
    this.provider = deps.provider;
    this.index = deps.index;
    this.messages = deps.messages;
    this.clock = deps.clock;
    this.log = deps.log;
  }

  /**
   * Start-up warm-up of the offline assistant: each kind of answer runs once (its code compiled,
   * its queries planned) and the items' rows are read into the database's cache, so the first
   * questions after a start answer as fast as the rest. A remote provider is never called.
   */
  async warmUp(): Promise<void> {
    const provider = this.provider();
    if (provider.kind !== 'local') return;
    const facts = new InventoryFacts(this.database, NOBODY);
    const today = this.clock.now().toISOString().slice(0, 10);
    for (const question of WARM_UP_QUESTIONS) {
      await provider.answer({
        userId: NOBODY,
        firstName: 'there',
        question,
        today,
        facts,
        index: this.index,
        history: [],
      });
    }
    await this.database.rows(
      sql`SELECT count(*)::int AS items, sum(estimated_value) AS value, max(search_text) AS text FROM inventory_items`,
    );
  }

  async ask(
    user: { id: string; fullName: string | null; email: string },
    question: string,
    householdId?: string,
  ) {
    const started = performance.now();
    const now = this.clock.now();
    const facts = new InventoryFacts(this.database, user.id, householdId);
    const recent = await this.messages.recent(user.id, HISTORY_TURNS * 2);
    const previous = recent.findLast((row) => row.role === 'assistant')?.turnContext as
      TurnContext | null | undefined;
    let answer;
    try {
      answer = await this.provider().answer({
        userId: user.id,
        firstName: firstName(user.fullName, user.email),
        question,
        today: now.toISOString().slice(0, 10),
        facts,
        index: this.index,
        previous: previous ?? undefined,
        history: recent.map((row) => ({ role: row.role, content: row.content })),
      });
    } catch (error) {
      this.log.error({ err: error }, 'assistant failed');
      throw new AppError(502, 'The assistant could not answer right now. Please try again.');
    }
    const processingTime = Math.round(performance.now() - started);
    const sources: ChatSources = {
      inventory_items: answer.items.map(referenced),
      files: [],
      descriptions: answer.items
        .flatMap((item) => (item.description ? [item.description] : []))
        .slice(0, 5),
      images: [],
      categories: answer.categories,
      search_metadata: {
        intent: answer.intent,
        strategy: answer.strategy,
        total_matches: answer.totalMatches,
      },
    };
    const userMessageId = randomUUID();
    const messageId = randomUUID();
    const answeredAt = new Date(now.getTime() + 1);
    await this.messages.insert([
      {
        id: userMessageId,
        userId: user.id,
        role: 'user',
        messageType: 'user_query',
        content: question,
        createdAt: now,
      },
      {
        id: messageId,
        userId: user.id,
        role: 'assistant',
        messageType: 'ai_response',
        content: answer.response,
        sources,
        suggestions: answer.suggestions,
        processingTimeMs: processingTime,
        turnContext: answer.turn ?? null,
        createdAt: answeredAt,
      },
    ]);
    return {
      response: answer.response,
      sources,
      suggestions: answer.suggestions,
      processing_time_ms: processingTime,
      message_id: messageId,
      user_message_id: userMessageId,
      created_at: answeredAt.toISOString(),
    };
  }

  async welcome(
    user: { id: string; fullName: string | null; email: string },
    householdId?: string,
  ) {
    const name = firstName(user.fullName, user.email);
    const facts = new InventoryFacts(this.database, user.id, householdId);
    const [vocabulary, totals, members] = await Promise.all([
      facts.vocabulary(),
      facts.totals(),
      facts.members(),
    ]);
    const other = members.find((member) => member.id !== user.id);
    const queries =
      totals.items === 0
        ? ['What can you help me with?', 'How do I add items?', 'What is my inventory worth?']
        : [
            'What is my most valuable item?',
            vocabulary.categories[0]
              ? `How much are my ${vocabulary.categories[0].replace(/_/g, ' ')} worth?`
              : 'What is my inventory worth in total?',
            vocabulary.locations[0]
              ? `What is in the ${vocabulary.locations[0]}?`
              : 'What did I add recently?',
            other
              ? `What did ${other.name.split(' ')[0]} add last week?`
              : vocabulary.brands[0]
                ? `How many ${vocabulary.brands[0]} items do I have?`
                : 'What have I lent out?',
          ];
    const greeting = `Hi ${name}! 👋`;
    const summary =
      totals.items === 0
        ? 'Your inventory is empty so far: upload a photo or a receipt and I can answer questions about it.'
        : `I know your ${totals.items} ${totals.items === 1 ? 'item' : 'items'}. Ask me about values, places, counts or loans.`;
    return {
      greeting,
      suggestions: queries,
      welcome_message: `${greeting} ${summary}`,
      suggested_queries: queries,
      capabilities: CAPABILITIES,
    };
  }

  async feedback(userId: string, messageId: string, feedback: 'thumbs_up' | 'thumbs_down') {
    if (!(await this.messages.setFeedback(userId, messageId, feedback)))
      throw notFound('Message not found');
    return { success: true, message_id: messageId, feedback };
  }

  /** A page of history, newest page first; each page in the order it was said. */
  async history(userId: string, limit: number, offset: number) {
    const { rows, total } = await this.messages.page(userId, limit, offset);
    const referencedIds = [
      ...new Set(
        rows.flatMap((row) =>
          ((row.sources as ChatSources | null)?.inventory_items ?? []).map((item) => item.id),
        ),
      ),
    ];
    const existing = await this.messages.existingItemIds(userId, referencedIds);
    return {
      messages: rows.reverse().map((row) => this.present(row, existing)),
      pagination: pagination(total, limit, offset),
      session_id: `chat-${userId}`,
    };
  }

  private present(row: ChatMessageRow, existing: Set<string>): ChatMessage {
    const sources = row.sources as ChatSources | null;
    return {
      id: row.id,
      content: row.content,
      role: row.role,
      message_type: row.messageType,
      timestamp: row.createdAt.toISOString(),
      created_at: row.createdAt.toISOString(),
      feedback: row.feedback,
      processing_time: row.processingTimeMs,
      sources: sources
        ? {
            ...sources,
            inventory_items: sources.inventory_items.map((item: ReferencedItem) => ({
              ...item,
              exists: existing.has(item.id),
            })),
          }
        : null,
      suggestions: row.suggestions ?? [],
    };
  }

  async clear(userId: string) {
    return { deleted_messages: await this.messages.clear(userId) };
  }
}
