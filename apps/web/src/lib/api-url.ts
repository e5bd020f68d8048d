/** A request's query: empty values (undefined, null, '') are left out of the address. */
export type ApiQuery = Record<string, string | number | boolean | null | undefined>;

/** A GET the app makes, as the API client addresses it. */
export interface ApiGet {
  path: string;
  query?: ApiQuery;
}

/** Where the API lives: `/api` on the same origin unless the build names another base. */
export function defaultApiBaseUrl(): string {
  const fromEnv: unknown = import.meta.env.VITE_API_BASE_URL;
  return typeof fromEnv === 'string' && fromEnv.trim() ? fromEnv.trim() : '/api';
}

/** The address of `path` under `base`, with the query's non-empty values in order. */
export function apiUrl(base: string, path: string, query?: ApiQuery): string {
  const root = base.replace(/\/+$/, '');
  const suffix = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${root}${suffix}${search ? `?${search}` : ''}`;
}
