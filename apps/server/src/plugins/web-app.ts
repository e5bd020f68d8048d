import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app at `/`: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET that is not an API call (deep links such as /share/{token}).
 * Unknown API routes answer a JSON 404.
 */
export default fp<{ distDir: string | undefined }>(
  async function webAppPlugin(app: FastifyInstance, { distDir }) {
    const served = distDir && existsSync(path.join(distDir, 'index.html')) ? distDir : undefined;
    let indexHtml: Buffer | undefined;
    if (served) {
      indexHtml = await readFile(path.join(served, 'index.html'));
      await app.register(fastifyStatic, {
        root: served,
        prefix: '/',
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send(indexHtml);
      }
      return reply.code(404).send({ detail: 'Not found' });
    });
  },
  { name: 'web-app' },
);
