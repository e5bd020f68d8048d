import type { TestAccount } from './accounts';

/** A JSON call to the API as the signed-in person, from the test (never offline). */
export async function api<T>(
  baseUrl: string,
  token: string,
  path: string,
  init: { method?: string; json?: unknown; body?: FormData } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Signs in through the API (form fields username and password) and returns the bearer token. */
export async function apiToken(baseUrl: string, account: TestAccount): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: account.email, password: account.password }),
  });
  const body = (await response.json()) as { access_token?: unknown };
  if (!response.ok || typeof body.access_token !== 'string') {
    throw new Error(`POST /api/auth/login answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.access_token;
}
