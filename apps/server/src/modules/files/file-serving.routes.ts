import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LocalStorage } from '../../adapters/storage/local-storage.js';
import { contentDisposition } from '../../adapters/storage/storage.js';
import { AppError, notFound } from '../../lib/app-error.js';

/**
 * The policy a stored PDF is served with. Chrome shows a PDF through an internal plugin frame that
 * the app's `object-src 'none'` blocks; a PDF runs nothing in the page's origin (its type is fixed
 * and never sniffed), so only framing by other pages stays forbidden.
 */
const PDF_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'";

/** `/files/<key>?exp&type&name&sig`: the local store's signed, expiring addresses. */
export async function fileServingRoutes(
  app: FastifyInstance,
  { storage }: { storage: LocalStorage },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/:owner/:name',
    {
      schema: {
        hide: true,
        params: z.object({ owner: z.string().max(64), name: z.string().max(128) }),
        querystring: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      const key = `${request.params.owner}/${request.params.name}`;
      const check = storage.check(key, request.query);
      if (!check.ok) {
        throw new AppError(
          403,
          check.reason === 'expired'
            ? 'This file link has expired. Request a fresh one.'
            : 'This file link is not valid.',
          check.reason === 'expired' ? 'URL_EXPIRED' : 'URL_INVALID',
        );
      }
      const body = await storage.get(key);
      if (!body) throw notFound('File not found');
      const maxAge = Math.max(0, Math.floor((check.expiresAt - Date.now()) / 1000));
      if (check.contentType === 'application/pdf') {
        reply.header('Content-Security-Policy', PDF_CONTENT_SECURITY_POLICY);
      }
      return reply
        .header(
          'Content-Type',
          check.contentType.startsWith('text/')
            ? `${check.contentType}; charset=utf-8`
            : check.contentType,
        )
        .header('Content-Disposition', contentDisposition(check.filename))
        .header('Cache-Control', `private, max-age=${maxAge}`)
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(body);
    },
  );
}
