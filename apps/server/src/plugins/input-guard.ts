import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { ValidationIssue } from '@circle/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../lib/app-error.js';

const NUL = '\u0000';
const NUL_MESSAGE = 'String must not contain NUL (U+0000) characters';

type Location = 'body' | 'query' | 'path';

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit, last?: string): (string | number)[] => {
  const reversed: (string | number)[] = last === undefined ? [] : [last];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) reversed.push(at.key);
  return reversed.reverse();
};

/**
 * The path to the first string (value or key) holding a NUL, or null. Iterative, with parent
 * links instead of copied paths, so a deeply nested body costs neither stack nor quadratic memory.
 */
export function findNul(value: unknown): (string | number)[] | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      current.forEach((entry, index) => stack.push({ value: entry, key: index, parent: visit }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, entry] of Object.entries(current)) {
        if (key.includes(NUL)) return pathOf(visit, key.replaceAll(NUL, '\\u0000'));
        stack.push({ value: entry, key, parent: visit });
      }
    }
  }
  return null;
}

export const nulIssue = (loc: (string | number)[]): ValidationIssue => ({
  loc,
  msg: NUL_MESSAGE,
  type: 'string_pattern_mismatch',
});

const nulError = (loc: (string | number)[]) => new AppError(422, [nulIssue(loc)]);

/** Multipart fields are read by the route as it streams; each is checked as it arrives. */
async function* withoutNulFields(
  parts: AsyncIterableIterator<Multipart>,
): AsyncIterableIterator<Multipart> {
  for await (const part of parts) {
    if (part.fieldname.includes(NUL)) throw nulError(['body']);
    if (part.type === 'file' && part.filename.includes(NUL)) {
      part.file.resume();
      throw nulError(['body', part.fieldname, 'filename']);
    }
    if (part.type === 'field' && typeof part.value === 'string' && part.value.includes(NUL)) {
      throw nulError(['body', part.fieldname]);
    }
    yield part;
  }
}

async function rejectNul(request: FastifyRequest) {
  for (const [name, value] of Object.entries(request.headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((entry) => typeof entry === 'string' && entry.includes(NUL))) {
      throw badRequest(`The ${name} header must not contain NUL characters`);
    }
  }
  const sources: [Location, unknown][] = [
    ['path', request.params],
    ['query', request.query],
    ['body', request.body],
  ];
  for (const [location, value] of sources) {
    const path = findNul(value);
    if (path) throw nulError([location, ...path]);
  }
  if (request.isMultipart()) {
    const parts = request.parts.bind(request);
    request.parts = (options) => withoutNulFields(parts(options));
  }
}

/**
 * A body left unread by an early answer (a refused multipart field before a large file part)
 * holds its keep-alive connection: Node parses the next request only once this one's body has
 * arrived, and nothing reads it any more. Read to its end and dropped, it frees the connection.
 */
async function discardUnreadBody(request: FastifyRequest) {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in the input (JSON, form fields,
 * multipart fields, query, path, headers) is refused at the edge, before any route runs.
 */
export default fp(
  async function inputGuardPlugin(app: FastifyInstance) {
    app.addHook('preValidation', rejectNul);
    app.addHook('onResponse', discardUnreadBody);
  },
  { name: 'input-guard' },
);

/** Router failures (malformed percent-encoding, over-long path segments) in the `{detail}` shape. */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, detail] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'The URL is too long']
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'The URL is malformed (invalid percent-encoding)']
        : [400, 'The request could not be routed'];
  void reply.code(status).send({ detail });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers (with the URL) are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/** Errors Node's HTTP parser meets before Fastify sees a request, in the `{detail}` shape. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is malformed'];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
