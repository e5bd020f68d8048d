import {
  chatFeedbackRequestSchema,
  chatFeedbackResponseSchema,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatReplySchema,
  chatRequestSchema,
  chatWelcomeQuerySchema,
  chatWelcomeSchema,
  clearHistoryResponseSchema,
} from '@circle/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { AccessPolicy } from '../households/index.js';
import type { AssistantService } from './assistant.service.js';

const tags = ['assistant'];
const security = [{ bearerAuth: [] }];

export async function assistantRoutes(
  app: FastifyInstance,
  { assistant, access }: { assistant: AssistantService; access: AccessPolicy },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };
  const who = (request: { auth: unknown }) => {
    const { user } = currentUser(request as Parameters<typeof currentUser>[0]);
    return { id: user.id, fullName: user.fullName, email: user.email };
  };
  /** The household asked about: the named one (any role reads), or the personal one. */
  const household = async (request: { auth: unknown }, householdId: string | undefined) =>
    (await access.household(who(request).id, householdId, 'read')).householdId;

  r.post(
    '/query/chat',
    {
      schema: {
        tags,
        summary: 'Ask the assistant about your inventory',
        security,
        body: chatRequestSchema,
        response: { 200: chatReplySchema },
      },
      ...auth,
    },
    async (request) =>
      assistant.ask(
        who(request),
        request.body.query,
        await household(request, request.body.household_id),
      ),
  );
  r.get(
    '/query/chat/welcome',
    {
      schema: {
        tags,
        summary: 'Greeting, suggested questions from your data, and what the assistant can do',
        security,
        querystring: chatWelcomeQuerySchema,
        response: { 200: chatWelcomeSchema },
      },
      ...auth,
    },
    async (request) =>
      assistant.welcome(who(request), await household(request, request.query.household_id)),
  );
  r.post(
    '/query/chat/feedback',
    {
      schema: {
        tags,
        summary: 'Thumbs up or down on an answer',
        security,
        body: chatFeedbackRequestSchema,
        response: { 200: chatFeedbackResponseSchema },
      },
      ...auth,
    },
    async (request) =>
      assistant.feedback(
        currentUser(request).user.id,
        request.body.message_id,
        request.body.feedback,
      ),
  );
  r.get(
    '/query/chat/history',
    {
      schema: {
        tags,
        summary: 'Conversation history, newest page first (each page oldest to newest)',
        security,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistoryResponseSchema },
      },
      ...auth,
    },
    async (request) =>
      assistant.history(currentUser(request).user.id, request.query.limit, request.query.offset),
  );
  r.delete(
    '/query/chat/history',
    {
      schema: {
        tags,
        summary: 'Clear the conversation',
        security,
        response: { 200: clearHistoryResponseSchema },
      },
      ...auth,
    },
    async (request) => assistant.clear(currentUser(request).user.id),
  );
}
