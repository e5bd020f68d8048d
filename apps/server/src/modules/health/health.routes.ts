import { APP_VERSION, deploymentConfigSchema, healthResponseSchema } from '@circle/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REFERENCE_RATES_DATE } from '../../lib/exchange-rates.js';

/** One dependency the server needs; checked on every health call. */
export interface HealthCheck {
  name: 'database' | 'redis' | 'storage';
  ok(): Promise<boolean>;
}

/** A check that has not answered by then counts as down, so health never hangs. */
const CHECK_TIMEOUT_MS = 2000;

async function answersInTime(check: HealthCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.ok().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(
  app: FastifyInstance,
  { checks, currency }: { checks: HealthCheck[]; currency: string },
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
        summary:
          'Liveness with a check of every configured dependency (database, Redis when set, storage); 503 names the one that is down',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const results = await Promise.all(
        checks.map(async (check) => [check.name, (await answersInTime(check)) ? 'ok' : 'error']),
      );
      const parts = Object.fromEntries(results) as Record<HealthCheck['name'], 'ok' | 'error'>;
      const ok = results.every(([, state]) => state === 'ok');
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'error',
        database: parts.database,
        ...(parts.redis ? { redis: parts.redis } : {}),
        storage: parts.storage,
        version: APP_VERSION,
      });
    },
  );
}
