import { updateProfileRequestSchema, userSchema, userStatsResponseSchema } from '@circle/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { ProfileService } from './profile.service.js';

// The spec keeps these addresses under /auth; the OpenAPI tag stays the same with them.
const tags = ['auth'];
const bearer = [{ bearerAuth: [] }];

export async function profileRoutes(
  app: FastifyInstance,
  { profileService }: { profileService: ProfileService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/auth/update-profile',
    {
      schema: {
        tags,
        summary: 'Change the full name and the area shown on public items',
        security: bearer,
        body: updateProfileRequestSchema,
        response: { 200: userSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) =>
      profileService.updateProfile(currentUser(request).user, {
        ...(request.body.full_name !== undefined && { fullName: request.body.full_name }),
        ...(request.body.public_area !== undefined && { publicArea: request.body.public_area }),
      }),
  );

  r.get(
    '/auth/user-stats',
    {
      schema: {
        tags,
        summary: 'Active sessions and membership date',
        security: bearer,
        response: { 200: userStatsResponseSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => profileService.userStats(currentUser(request).user),
  );
}
