import { APP_VERSION, deploymentConfigSchema, healthResponseSchema } from '@circle/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import { REFERENCE_RATES_DATE } from '../../lib/exchange-rates.js';

export async function healthRoutes(
  app: FastifyInstance,
  { database, currency }: { database: Database; currency: string },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/config',
    {
      schema: {
        tags: ['health'],
        summary: "The deployment's currency and the date of its reference exchange rates",
        response: { 200: deploymentConfigSchema },
      },
    },
    async () => ({ currency, exchange_rates_date: REFERENCE_RATES_DATE }),
  );

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
