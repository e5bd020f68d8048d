import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every response, with a content security policy for the app. CORS stays
 * off (one origin) unless origins are configured.
 */
export default fp<{ corsOrigins: string[]; extraImageSources?: string[] }>(
  async function securityPlugin(app: FastifyInstance, { corsOrigins, extraImageSources = [] }) {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...extraImageSources],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    if (corsOrigins.length > 0) {
      await app.register(cors, { origin: corsOrigins, credentials: false, maxAge: 600 });
    }
  },
  { name: 'security' },
);
