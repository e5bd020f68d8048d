import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The content security policy of the web app; the API answers JSON, which it does not affect. */
export function contentSecurityPolicy(extraImageSources: string[] = []): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // WebAssembly (the label scanner's QR decoder) compiles only with 'wasm-unsafe-eval'.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extraImageSources],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The web build's hashed scripts, styles and fonts. They are never documents or workers, so the
 * headers that only act on those (the content security policy, framing, permissions, opener and
 * agent-cluster policies) stay off them: some 600 bytes less on each of the dozen files a phone
 * fetches to start. The service worker (/sw.js) is not among them and keeps its policy.
 */
const BUILD_ASSETS = '/assets/';

/**
 * Security headers on every response. They never vary, so they are computed once and set in
 * one call: a per-request middleware such as helmet halved the API's throughput. CORS stays off
 * (one origin) unless origins are configured.
 */
export default fp<{ corsOrigins: string[]; extraImageSources?: string[] }>(
  async function securityPlugin(app: FastifyInstance, { corsOrigins, extraImageSources = [] }) {
    const headers = {
      'content-security-policy': contentSecurityPolicy(extraImageSources),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
      'permissions-policy': 'camera=(self), geolocation=(self), microphone=()',
      'x-permitted-cross-domain-policies': 'none',
      'origin-agent-cluster': '?1',
    };
    const assetHeaders = {
      'x-content-type-options': headers['x-content-type-options'],
      'referrer-policy': headers['referrer-policy'],
      'cross-origin-resource-policy': headers['cross-origin-resource-policy'],
      'strict-transport-security': headers['strict-transport-security'],
    };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(BUILD_ASSETS) ? assetHeaders : headers);
      done();
    });
    if (corsOrigins.length > 0) {
      await app.register(cors, { origin: corsOrigins, credentials: false, maxAge: 600 });
    }
  },
  { name: 'security' },
);
