import {
  borrowRequestCreateResponseSchema,
  borrowRequestCreateSchema,
  borrowRequestManageResponseSchema,
  borrowRequestManageSchema,
  borrowRequestsQuerySchema,
  borrowRequestsResponseSchema,
  borrowRequestSummarySchema,
  claimRequestSchema,
  claimResponseSchema,
  publicItemSchema,
  publicItemsPageSchema,
  publicItemsQuerySchema,
  simpleSuccessSchema,
} from '@circle/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { ZodRoutes } from '../../lib/zod-routes.js';
import type { BorrowRequestsService } from './borrow-requests.service.js';
import type { PublicItems } from './public-items.js';

const tags = ['community'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });

export interface CommunityRoutesOptions {
  publicItems: PublicItems;
  borrowRequests: BorrowRequestsService;
}

export async function communityRoutes(app: FastifyInstance, deps: CommunityRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  publicItemRoutes(r, deps);
  receivedRequestRoutes(r, deps);
  sentRequestRoutes(r, deps);
}

/** Discovery: public items and asking their owners to lend them. */
function publicItemRoutes(r: ZodRoutes, { publicItems, borrowRequests }: CommunityRoutesOptions) {
  const auth = { onRequest: r.authenticate };

  r.get(
    '/public/items',
    {
      schema: {
        tags,
        summary: 'Items their owners made public, newest first, with filters and facets',
        security,
        querystring: publicItemsQuerySchema,
        response: { 200: publicItemsPageSchema },
      },
      ...auth,
    },
    async (request) => publicItems.page(currentUser(request).user.id, request.query),
  );

  r.get(
    '/public/items/:id',
    {
      schema: {
        tags,
        summary:
          "One item its owner made public, as Discover shows it (the owner's chosen area, never a room); 404 when it is not public",
        security,
        params: idParams,
        response: { 200: publicItemSchema },
      },
      ...auth,
    },
    async (request) => publicItems.one(currentUser(request).user.id, request.params.id),
  );

  r.post(
    '/public/items/:id/request-borrow',
    {
      schema: {
        tags,
        summary: 'Ask the owner of a public item to lend it; the owner has 7 days to answer',
        security,
        params: idParams,
        body: borrowRequestCreateSchema,
        response: { 201: borrowRequestCreateResponseSchema },
      },
      ...auth,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await borrowRequests.create(
            currentUser(request).user.id,
            request.params.id,
            request.body,
          ),
        ),
  );
}

/** An owner's received borrow requests and answers to them. */
function receivedRequestRoutes(r: ZodRoutes, { borrowRequests }: CommunityRoutesOptions) {
  const auth = { onRequest: r.authenticate };

  r.get(
    '/users/borrow-requests',
    {
      schema: {
        tags,
        summary:
          'Borrow requests received, optionally by status (PENDING, APPROVED, DENIED, EXPIRED)',
        security,
        querystring: borrowRequestsQuerySchema,
        response: { 200: borrowRequestsResponseSchema },
      },
      ...auth,
    },
    async (request) =>
      borrowRequests.received(
        currentUser(request).user.id,
        request.query.status,
        request.query.limit,
        request.query.offset,
      ),
  );

  r.get(
    '/users/borrow-requests/summary',
    {
      schema: {
        tags,
        summary: 'Pending, total and expiring-soon counts of the requests received',
        security,
        response: { 200: borrowRequestSummarySchema },
      },
      ...auth,
    },
    async (request) => borrowRequests.summary(currentUser(request).user.id),
  );

  r.patch(
    '/users/borrow-requests/:id',
    {
      schema: {
        tags,
        summary: 'APPROVE (creates a BORROW share for the requester) or DENY a pending request',
        security,
        params: idParams,
        body: borrowRequestManageSchema,
        response: { 200: borrowRequestManageResponseSchema },
      },
      ...auth,
    },
    async (request) =>
      borrowRequests.manage(
        currentUser(request).user.id,
        request.params.id,
        request.body.action,
        request.body.response_message,
      ),
  );
}

/** A borrower's sent requests: list, claim once approved, cancel. */
function sentRequestRoutes(r: ZodRoutes, { borrowRequests }: CommunityRoutesOptions) {
  const auth = { onRequest: r.authenticate };

  r.get(
    '/users/sent-borrow-requests',
    {
      schema: {
        tags,
        summary: 'Borrow requests the user sent that are still open or answered',
        security,
        querystring: borrowRequestsQuerySchema,
        response: { 200: borrowRequestsResponseSchema },
      },
      ...auth,
    },
    async (request) =>
      borrowRequests.sent(
        currentUser(request).user.id,
        request.query.status,
        request.query.limit,
        request.query.offset,
      ),
  );

  r.post(
    '/users/sent-borrow-requests/:id/claim',
    {
      schema: {
        tags,
        summary: 'Claim an approved request: the item becomes a borrowed item',
        security,
        params: idParams,
        body: claimRequestSchema.optional(),
        response: { 200: claimResponseSchema },
      },
      ...auth,
    },
    async (request) =>
      borrowRequests.claim(currentUser(request).user.id, request.params.id, request.body?.message),
  );

  r.patch(
    '/users/sent-borrow-requests/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a pending request',
        security,
        params: idParams,
        response: { 200: simpleSuccessSchema },
      },
      ...auth,
    },
    async (request) => borrowRequests.cancel(currentUser(request).user.id, request.params.id),
  );
}
