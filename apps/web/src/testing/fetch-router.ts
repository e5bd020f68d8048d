import { vi } from 'vitest';
import { wireApiClient } from '@/app/providers';

/** Answers one request; `url` is absolute, so its search params can be read. */
export type FetchHandler = (
  init: RequestInit | undefined,
  url: URL,
) => Response | Promise<Response>;

/**
 * Handlers by "METHOD /path", or by "/path" for any method; paths without `/api`. A segment
 * written `:name` stands for any one segment (`/users/files/by-hash/:hash`).
 */
export type FetchRoutes = Record<string, FetchHandler>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function requestOf(input: RequestInfo | URL, init: RequestInit | undefined) {
  const url = new URL(String(input), 'http://localhost');
  return { url, path: url.pathname.replace(/^\/api/, ''), method: init?.method ?? 'GET' };
}

function matches(key: string, method: string, path: string): boolean {
  const [keyMethod, keyPath] = key.includes(' ') ? key.split(' ', 2) : [method, key];
  if (keyMethod !== method || !keyPath) return false;
  const keySegments = keyPath.split('/');
  const segments = path.split('/');
  return (
    keySegments.length === segments.length &&
    keySegments.every((segment, i) => segment.startsWith(':') || segment === segments[i])
  );
}

/** The handler for a request: exact keys first ("METHOD /path", then "/path"), then patterns. */
function handlerFor(routes: FetchRoutes, method: string, path: string): FetchHandler | undefined {
  const key =
    [`${method} ${path}`, path].find((exact) => exact in routes) ??
    Object.keys(routes).find((pattern) => matches(pattern, method, path));
  return key === undefined ? undefined : routes[key];
}

/**
 * A stand-in for the server: `fetch` is replaced by a mock that answers from `routes` (404
 * `{detail}` for anything else) and the api client is wired to the session store and toasts.
 * Tests change `routes` freely, before or during a render.
 */
export function installFetchRouter(initial: FetchRoutes = {}) {
  const routes: FetchRoutes = { ...initial };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const { url, path, method } = requestOf(input, init);
    const handler = handlerFor(routes, method, path);
    return handler ? handler(init, url) : json(404, { detail: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  wireApiClient();

  /** The calls that `key` (as in `routes`) answers, in order. */
  function callsTo(key: string) {
    return fetchMock.mock.calls.filter(([input, init]) => {
      const { path, method } = requestOf(input, init);
      return matches(key, method, path);
    });
  }

  return { routes, fetch: fetchMock, callsTo };
}

export type FetchRouter = ReturnType<typeof installFetchRouter>;
