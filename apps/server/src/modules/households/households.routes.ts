import {
  householdCreateSchema,
  householdListSchema,
  householdMemberListSchema,
  householdMemberUpdateSchema,
  householdSchema,
  householdUpdateSchema,
  invitationAcceptResponseSchema,
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationListSchema,
  invitationSchema,
  messageResponseSchema,
} from '@circle/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ZodRoutes } from '../../lib/zod-routes.js';
import { currentUser } from '../../plugins/authenticate.js';
import type { HouseholdsService } from './households.service.js';
import type { InvitationsService } from './invitations.service.js';
import { clientKey } from '../auth/index.js';

const tags = ['households'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.uuid() });
const memberParams = z.object({ id: z.uuid(), user_id: z.uuid() });
const invitationParams = z.object({ id: z.uuid(), invitation_id: z.uuid() });

export interface HouseholdsRoutesOptions {
  households: HouseholdsService;
  invitations: InvitationsService;
}

export async function householdsRoutes(app: FastifyInstance, options: HouseholdsRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  householdRoutes(r, options);
  memberRoutes(r, options);
  invitationRoutes(r, options);
}

/** Creating, listing and renaming households. */
function householdRoutes(r: ZodRoutes, { households }: HouseholdsRoutesOptions) {
  r.post(
    '/households',
    {
      schema: {
        tags,
        summary: 'Create a household; its creator is its owner',
        security,
        body: householdCreateSchema,
        response: { 201: householdSchema },
      },
      onRequest: r.authenticate,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await households.create(currentUser(request).user.id, request.body.name)),
  );

  r.get(
    '/households',
    {
      schema: {
        tags,
        summary: "The user's households with their role, the personal one first",
        security,
        response: { 200: householdListSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => households.list(currentUser(request).user.id),
  );

  r.get(
    '/households/:id',
    {
      schema: {
        tags,
        summary: 'One household the user belongs to',
        security,
        params: idParams,
        response: { 200: householdSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => households.get(currentUser(request).user.id, request.params.id),
  );

  r.patch(
    '/households/:id',
    {
      schema: {
        tags,
        summary: 'Rename a household (owners)',
        security,
        params: idParams,
        body: householdUpdateSchema,
        response: { 200: householdSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      households.rename(currentUser(request).user.id, request.params.id, request.body.name),
  );

  r.post(
    '/households/:id/leave',
    {
      schema: {
        tags,
        summary: 'Leave a household (the last owner hands over ownership first)',
        security,
        params: idParams,
        response: { 200: messageResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => {
      await households.leave(currentUser(request).user.id, request.params.id);
      return { message: 'You left the household.' };
    },
  );
}

/** Members and their roles. */
function memberRoutes(r: ZodRoutes, { households }: HouseholdsRoutesOptions) {
  r.get(
    '/households/:id/members',
    {
      schema: {
        tags,
        summary: "The household's members and their roles",
        security,
        params: idParams,
        response: { 200: householdMemberListSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => households.members(currentUser(request).user.id, request.params.id),
  );

  r.patch(
    '/households/:id/members/:user_id',
    {
      schema: {
        tags,
        summary: "Change a member's role (owners); the last owner cannot step down",
        security,
        params: memberParams,
        body: householdMemberUpdateSchema,
        response: { 200: householdMemberListSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) =>
      households.changeRole(
        currentUser(request).user.id,
        request.params.id,
        request.params.user_id,
        request.body.role,
      ),
  );

  r.delete(
    '/households/:id/members/:user_id',
    {
      schema: {
        tags,
        summary: 'Remove a member (owners), or leave (a member removing themself)',
        security,
        params: memberParams,
        response: { 200: messageResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => {
      await households.removeMember(
        currentUser(request).user.id,
        request.params.id,
        request.params.user_id,
      );
      return { message: 'The member was removed.' };
    },
  );
}

/** Invitations: sending, listing, revoking and accepting. */
function invitationRoutes(r: ZodRoutes, { invitations }: HouseholdsRoutesOptions) {
  r.post(
    '/households/invitations/accept',
    {
      schema: {
        tags,
        summary: "Join a household with the invitation link's token or the mailed 6-digit code",
        security,
        body: invitationAcceptSchema,
        response: { 200: invitationAcceptResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => ({
      household: await invitations.accept(
        currentUser(request).user,
        request.body,
        clientKey(request.ip),
      ),
    }),
  );

  r.post(
    '/households/:id/invitations',
    {
      schema: {
        tags,
        summary: 'Invite someone by e-mail with a role (owners); they get a link and a code',
        security,
        params: idParams,
        body: invitationCreateSchema,
        response: { 201: invitationSchema },
      },
      onRequest: r.authenticate,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await invitations.invite(
            currentUser(request).user,
            request.params.id,
            request.body,
            clientKey(request.ip),
          ),
        ),
  );

  r.get(
    '/households/:id/invitations',
    {
      schema: {
        tags,
        summary: 'Pending invitations of the household (owners)',
        security,
        params: idParams,
        response: { 200: invitationListSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => invitations.list(currentUser(request).user.id, request.params.id),
  );

  r.delete(
    '/households/:id/invitations/:invitation_id',
    {
      schema: {
        tags,
        summary: 'Revoke a pending invitation (owners)',
        security,
        params: invitationParams,
        response: { 200: messageResponseSchema },
      },
      onRequest: r.authenticate,
    },
    async (request) => {
      await invitations.revoke(
        currentUser(request).user.id,
        request.params.id,
        request.params.invitation_id,
      );
      return { message: 'The invitation was revoked.' };
    },
  );
}
