import { APP_VERSION, healthResponseSchema } from '@circle/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';

export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database check; 503 when the database is down',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const ok = await database.ping();
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'error',
        database: ok ? 'ok' : 'error',
        version: APP_VERSION,
      });
    },
  );
}
