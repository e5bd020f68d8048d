import { apiUrl } from '@/lib/api-url';
import type { EarlyRequest } from '@/lib/early-answers';
import type { FetchRouter } from './fetch-router';

/** The addresses the first script asks for, as the API client writes them (base `/api`). */
export function earlyUrls(requests: readonly EarlyRequest[]): string[] {
  return requests.map(({ request }) => apiUrl('/api', request.path, request.query));
}

/** The GET addresses the app has asked the (mocked) network for so far. */
export function askedUrls(server: FetchRouter): string[] {
  return server.fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === 'GET')
    .map(([input]) => String(input));
}
