import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, PAGE_SIZES } from './constants.js';
import { paginationSchema } from './inventory.js';

export const CHAT_FEEDBACK = ['thumbs_up', 'thumbs_down'] as const;
export const CHAT_MESSAGE_ROLES = ['user', 'assistant'] as const;

export const referencedItemSchema = z.object({
  id: z.string(),
  file_id: z.string().nullable(),
  item_name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  brand: z.string().nullable(),
  condition: z.string().nullable(),
  location: z.string().nullable(),
  estimated_value: z.number().nullable(),
  confidence_score: z.number(),
  exists: z.boolean(),
});
export type ReferencedItem = z.infer<typeof referencedItemSchema>;

export const chatSourcesSchema = z.object({
  inventory_items: z.array(referencedItemSchema),
  files: z.array(z.object({ id: z.string(), filename: z.string() })),
  descriptions: z.array(z.string()),
  images: z.array(z.string()),
  categories: z.array(z.string()),
  search_metadata: z.object({
    intent: z.string(),
    strategy: z.string(),
    total_matches: z.number().int(),
  }),
});
export type ChatSources = z.infer<typeof chatSourcesSchema>;

export const chatRequestSchema = z.object({
  query: z.string().trim().min(1, 'Please type a question').max(MESSAGE_MAX_LENGTH),
  /** The household the question is about; the personal household when omitted. */
  household_id: z.uuid().optional(),
});

/** The household the welcome is about; the personal household when omitted. */
export const chatWelcomeQuerySchema = z.object({ household_id: z.uuid().optional() });

export const chatReplySchema = z.object({
  response: z.string(),
  sources: chatSourcesSchema,
  suggestions: z.array(z.string()),
  processing_time_ms: z.number().int(),
  message_id: z.string(),
  user_message_id: z.string(),
  created_at: z.string(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  content: z.string(),
  role: z.enum(CHAT_MESSAGE_ROLES),
  message_type: z.string(),
  timestamp: z.string(),
  created_at: z.string(),
  feedback: z.enum(CHAT_FEEDBACK).nullable(),
  processing_time: z.number().int().nullable(),
  sources: chatSourcesSchema.nullable(),
  suggestions: z.array(z.string()),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.chatHistory),
  offset: z.coerce.number().int().min(0).default(0),
});
export const chatHistoryResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  pagination: paginationSchema,
  session_id: z.string(),
});
export const chatFeedbackRequestSchema = z.object({
  message_id: z.uuid(),
  feedback: z.enum(CHAT_FEEDBACK),
});
export const chatFeedbackResponseSchema = z.object({
  success: z.boolean(),
  message_id: z.string(),
  feedback: z.enum(CHAT_FEEDBACK),
});
export const clearHistoryResponseSchema = z.object({ deleted_messages: z.number().int() });
export const chatWelcomeSchema = z.object({
  greeting: z.string(),
  suggestions: z.array(z.string()),
  welcome_message: z.string(),
  suggested_queries: z.array(z.string()),
  capabilities: z.array(z.string()),
});
