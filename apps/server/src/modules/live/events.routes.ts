import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../lib/app-error.js';
import { bearerToken, currentUser } from '../../plugins/authenticate.js';
import type { LiveEvents } from './live-events.js';
import { StreamSessions, type StreamSessionChecks } from './stream-sessions.js';
import type { StoredLiveEvent } from './user-events.repository.js';

/** A comment line every so often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/** How long the browser waits before reconnecting. */
const RETRY_MS = 3_000;
/** Streams one session may hold in a process: a browser's tabs, not an unbounded pile. */
export const STREAMS_PER_SESSION = 10;

function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

export const formatServerSentEvent = (event: StoredLiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** GET /users/events: the signed-in user's notifications and share/request changes, live. */
export async function eventsRoutes(
  app: FastifyInstance,
  { live, sessions: checks }: { live: LiveEvents; sessions: StreamSessionChecks },
) {
  const open = new Set<ServerResponse>();
  const sessions = new StreamSessions(checks, STREAMS_PER_SESSION);
  app.addHook('preClose', async () => {
    sessions.close();
    for (const response of open) response.end();
  });

  app.get(
    '/users/events',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Server-Sent Events: `notification`, `share`, `request` and `notifications_read` (read in another session) events with ids; send Last-Event-ID to resume',
        security: [{ bearerAuth: [] }],
        produces: ['text/event-stream'],
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { user, sessionId } = currentUser(request);
      const userId = user.id;
      const lastEventId = lastEventIdOf(request.headers['last-event-id']);
      const response = reply.raw;
      const stream = {
        userId,
        sessionId,
        token: bearerToken(request)!,
        close: () => response.end(),
      };
      const leave = sessions.add(stream);
      if (!leave) {
        throw tooManyRequests('Too many live streams are open for this session', RETRY_MS / 1000);
      }
      reply.hijack();
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      open.add(response);
      let closed = false;
      let unsubscribe: (() => void) | undefined;
      // The heartbeat also asks whether the session still lives (it may have expired, or been
      // revoked on a process that could not tell this one).
      const heartbeat = setInterval(() => {
        response.write(': heartbeat\n\n');
        void sessions.recheck(stream, false);
      }, HEARTBEAT_MS);
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe?.();
        leave();
        open.delete(response);
      };
      response.on('close', close);
      response.on('finish', close);
      // The request may have been authenticated from the cache a moment after a revocation.
      void sessions.recheck(stream, true);
      try {
        const stop = await live.open(userId, lastEventId, (event) => {
          if (!closed) response.write(formatServerSentEvent(event));
        });
        if (closed) stop();
        else unsubscribe = stop;
      } catch (error) {
        request.log.error({ err: error }, 'the live stream could not start');
        response.end();
      }
    },
  );
}
