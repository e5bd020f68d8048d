import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/authenticate.js';
import type { LiveEvents } from './live-events.js';
import type { StoredLiveEvent } from './user-events.repository.js';

/** A comment line every so often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/** How long the browser waits before reconnecting. */
const RETRY_MS = 3_000;

function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

export const formatServerSentEvent = (event: StoredLiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** GET /users/events: the signed-in user's notifications and share/request changes, live. */
export async function eventsRoutes(app: FastifyInstance, { live }: { live: LiveEvents }) {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });

  app.get(
    '/users/events',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Server-Sent Events: `notification`, `share` and `request` events with ids; send Last-Event-ID to resume',
        security: [{ bearerAuth: [] }],
        produces: ['text/event-stream'],
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const userId = currentUser(request).user.id;
      const lastEventId = lastEventIdOf(request.headers['last-event-id']);
      const response = reply.raw;
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
      const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe?.();
        open.delete(response);
      };
      response.on('close', close);
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
