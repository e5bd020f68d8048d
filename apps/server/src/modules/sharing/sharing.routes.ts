import {
  claimRequestSchema,
  claimResponseSchema,
  contactsQuerySchema,
  contactsResponseSchema,
  publicShareViewSchema,
  reminderResponseSchema,
  shareCreateRequestSchema,
  shareManageRequestSchema,
  shareManageResponseSchema,
  shareSchema,
  sharesResponseSchema,
} from '@circle/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, currentUser } from '../../plugins/authenticate.js';
import type { ZodRoutes } from '../../lib/zod-routes.js';
import type { AuthService } from '../auth/index.js';
import type { SharingService } from './sharing.service.js';

const tags = ['sharing'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });
const tokenParams = z.object({ token: z.string().min(1).max(100) });

export interface SharingRoutesOptions {
  sharingService: SharingService;
  authService: AuthService;
}

export async function sharingRoutes(app: FastifyInstance, deps: SharingRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  shareRoutes(r, deps);
  contactRoutes(r, deps);
  publicShareRoutes(r, deps);
}

/** An owner's shares: create, list, change, remind. */
function shareRoutes(r: ZodRoutes, { sharingService }: SharingRoutesOptions) {
  r.post(
    '/users/inventory/:id/share',
    {
      schema: {
        tags,
        summary: 'Share an item by link or e-mail, to lend (BORROW) or give away (DONATE)',
        security,
        params: idParams,
        body: shareCreateRequestSchema,
        response: { 201: shareSchema },
      },
      onRequest: r.authenticate,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await sharingService.create(
            currentUser(request).user.id,
            request.params.id,
            request.body,
          ),
        ),
  );

  r.get(
    '/users/shares',
    {
      schema: {
        tags,
        summary: 'Shares made by and with the user',
        security,
        response: { 200: sharesResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => sharingService.list(currentUser(request).user.id),
  );

  r.patch(
    '/users/shares/:id',
    {
      schema: {
        tags,
        summary:
          'CANCEL (owner, pending), COMPLETE (owner, returned; a gift once claimed), RETURN (borrower, claimed), DECLINE (recipient, claimed)',
        security,
        params: idParams,
        body: shareManageRequestSchema,
        response: { 200: shareManageResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      sharingService.manage(
        currentUser(request).user.id,
        request.params.id,
        request.body.action,
        request.body.response_message,
      ),
  );

  r.post(
    '/users/shares/:id/send-reminder',
    {
      schema: {
        tags,
        summary: 'Remind the borrower of a lent item (once a day)',
        security,
        params: idParams,
        response: { 200: reminderResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => sharingService.sendReminder(currentUser(request).user.id, request.params.id),
  );
}

/** The people a user has shared with, for picking a recipient. */
function contactRoutes(r: ZodRoutes, { sharingService }: SharingRoutesOptions) {
  r.get(
    '/users/sharing-contacts',
    {
      schema: {
        tags,
        summary: 'People the user shared with, most recent first',
        security,
        querystring: contactsQuerySchema,
        response: { 200: contactsResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      sharingService.contacts(
        currentUser(request).user.id,
        request.query.limit,
        request.query.offset,
      ),
  );
}

/** The share link's page and claiming it. */
function publicShareRoutes(r: ZodRoutes, { sharingService, authService }: SharingRoutesOptions) {
  /** The public share page works signed out; a valid token only tells who is looking. */
  const optionalViewer = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token ? ((await authService.authenticate(token))?.user ?? null) : null;
  };

  r.get(
    '/share/:token',
    {
      schema: {
        tags,
        summary: 'The public view of a share link; no sign-in needed',
        params: tokenParams,
        response: { 200: publicShareViewSchema },
      },
    },
    async (request) =>
      sharingService.publicView(request.params.token, await optionalViewer(request)),
  );

  r.post(
    '/share/:token/claim',
    {
      schema: {
        tags,
        summary: 'Claim a shared item (sign-in needed); one claimant wins',
        security,
        params: tokenParams,
        body: claimRequestSchema.optional(),
        response: { 200: claimResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      sharingService.claim(
        request.params.token,
        currentUser(request).user,
        request.body?.message ?? null,
      ),
  );
}
