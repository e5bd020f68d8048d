import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@circle/contract';
import { unauthorized } from '../lib/app-error.js';
import type { UserRow } from '../db/schema.js';

/** The signed-in person of a request, and their session. */
export interface AuthenticatedUser {
  user: UserRow;
  sessionId: string;
}

/** Who a bearer token belongs to; the auth module answers. */
export interface Authenticator {
  authenticate(bearer: string, options?: { fresh?: boolean }): Promise<AuthenticatedUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` on routes that need a signed-in user. */
    auth: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the bearer token belongs to a live session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/** Signed-in users only; anything else is 401 "Could not validate credentials". */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw unauthorized(SERVER_MESSAGES.couldNotValidateCredentials);
  return request.auth;
}

export default fp<{ authService: Authenticator }>(
  async function authenticatePlugin(app: FastifyInstance, { authService }) {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized(SERVER_MESSAGES.couldNotValidateCredentials);
      // Writes must not act on a session revoked by another process a moment ago.
      const fresh = request.method !== 'GET' && request.method !== 'HEAD';
      const auth = await authService.authenticate(token, { fresh });
      if (!auth) throw unauthorized(SERVER_MESSAGES.couldNotValidateCredentials);
      request.auth = auth;
    });
  },
  { name: 'authenticate' },
);
