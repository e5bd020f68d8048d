import { statisticsQuerySchema, statisticsSchema } from '@circle/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { AccessPolicy } from '../households/index.js';
import type { StatisticsService } from './statistics.service.js';

export async function dashboardRoutes(
  app: FastifyInstance,
  { statistics, access }: { statistics: StatisticsService; access: AccessPolicy },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/users/statistics',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Net worth, inventory summary, activity and achievements; refresh=true recomputes',
        security: [{ bearerAuth: [] }],
        querystring: statisticsQuerySchema,
        response: { 200: statisticsSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const userId = currentUser(request).user.id;
      const { householdId } = await access.household(userId, request.query.household_id, 'read');
      return statistics.get(userId, request.query.refresh === true, householdId);
    },
  );
}
