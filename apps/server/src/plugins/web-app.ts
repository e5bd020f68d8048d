import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { currencyDisplayOf } from '@circle/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Encoding = 'br' | 'gzip';

/** The best encoding the browser accepts (q > 0) among those a twin exists for. */
export function acceptedEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*') ?? 0;
  return available.find((encoding) => (accepted.get(encoding) ?? wildcard) > 0);
}

/** Source maps stay on the server: they would hand anyone the app's source and its comments. */
const isSourceMap = (pathName: string) => /\.map(?:$|[?#])/i.test(pathName);

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The deployment currency's meta tag: its code, and how its amounts are written, so the app
 * writes them from its first render without Intl (see CurrencyDisplay).
 */
export function currencyMeta(currency: string): string {
  const code = currency.replace(/[^A-Z]/g, '');
  const display = currencyDisplayOf(code);
  const described = display
    ? ` data-symbol="${escapeAttribute(display.symbol)}" data-positive="${escapeAttribute(display.positive)}"` +
      ` data-negative="${escapeAttribute(display.negative)}" data-digits="${display.digits}"`
    : '';
  return `<meta name="circle-currency" content="${code}"${described} />`;
}

/**
 * index.html with the deployment's currency in a meta tag, so the app formats amounts from its
 * first render without waiting for /api/config; compressed once, at start-up.
 */
async function readIndexHtml(distDir: string, currency: string) {
  const source = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const meta = currencyMeta(currency);
  const plain = Buffer.from(source.replace('</head>', `    ${meta}\n  </head>`));
  const twins = new Map<Encoding, Buffer>([
    ['br', brotliCompressSync(plain)],
    ['gzip', gzipSync(plain, { level: 9 })],
  ]);
  return (request: FastifyRequest) => {
    const encoding = acceptedEncoding(request.headers['accept-encoding'], [...twins.keys()]);
    return encoding
      ? { encoding, body: twins.get(encoding)! }
      : { encoding: undefined, body: plain };
  };
}

/**
 * Serves the built web app at `/`: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET that is not an API call (deep links such as /share/{token}).
 * The build writes a brotli and a gzip twin of every asset; the one the browser accepts is sent
 * as is (Content-Encoding, its own Content-Length, Vary: Accept-Encoding), so nothing is
 * compressed per request. Unknown API routes and source maps answer a JSON 404.
 */
export default fp<{ distDir: string | undefined; currency: string }>(
  async function webAppPlugin(app: FastifyInstance, { distDir, currency }) {
    const served = distDir && existsSync(path.join(distDir, 'index.html')) ? distDir : undefined;
    let indexHtml: Awaited<ReturnType<typeof readIndexHtml>> | undefined;
    if (served) {
      indexHtml = await readIndexHtml(served, currency);
      await app.register(fastifyStatic, {
        root: served,
        prefix: '/',
        wildcard: false,
        index: false,
        // index.html goes out with the currency written in (the not-found handler below).
        allowedPath: (pathName) => pathName !== '/index.html' && !isSourceMap(pathName),
        preCompressed: true,
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
      if (
        !isApi &&
        !isSourceMap(request.url) &&
        indexHtml &&
        (request.method === 'GET' || request.method === 'HEAD')
      ) {
        const { encoding, body } = indexHtml(request);
        if (encoding) reply.header('Content-Encoding', encoding);
        return reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Accept-Encoding')
          .send(body);
      }
      return reply.code(404).send({ detail: 'Not found' });
    });
  },
  { name: 'web-app' },
);
