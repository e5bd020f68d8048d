import { GLOBAL_MESSAGES } from '@circle/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, buildUrl, configureApiClient, parseRetryAfter } from './api-client';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const notify = vi.fn();
const onUnauthorized = vi.fn();
let token: string | null = 'stored-token';

beforeEach(() => {
  token = 'stored-token';
  fetchMock.mockReset();
  notify.mockReset();
  onUnauthorized.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseUrl: '/api', getAuthToken: () => token, onUnauthorized, notify });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function lastRequest() {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('sends JSON with the bearer token by default', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(
      apiClient.put('/auth/update-profile', { json: { full_name: 'Ada' } }),
    ).resolves.toEqual({
      ok: true,
    });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/auth/update-profile');
    expect(init.method).toBe('PUT');
    expect(headers.get('Authorization')).toBe('Bearer stored-token');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"full_name":"Ada"}');
  });

  it('sends form fields url-encoded and can skip the bearer token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiClient.post('/auth/login', {
      form: { username: 'a+b@example.com', password: 'p&ss word' },
      skipAuth: true,
    });
    const { init, headers } = lastRequest();
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(headers.get('Authorization')).toBeNull();
    expect(init.body).toBe('username=a%2Bb%40example.com&password=p%26ss+word');
  });

  it('sends the verification token in X-Verification-Token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiClient.post('/auth/verify-email', {
      json: { code: '123456' },
      verificationToken: 'short-lived',
      skipAuth: true,
    });
    expect(lastRequest().headers.get('X-Verification-Token')).toBe('short-lived');
  });

  it('builds query strings without empty values', () => {
    expect(buildUrl('/users/files', { limit: 20, offset: 0, content_type: undefined, q: '' })).toBe(
      '/api/users/files?limit=20&offset=0',
    );
  });
});

describe('error handling (spec §7, §8)', () => {
  it('maps server messages into displayMessage and keeps status, detail and code', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { detail: 'Email address is not verified', code: 'EMAIL_NOT_VERIFIED' }),
    );
    const error = await caught(
      apiClient.post('/auth/login', { form: {}, skipAuth: true, isLogin: true }),
    );
    expect(error.status).toBe(403);
    expect(error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(error.detail).toBe('Email address is not verified');

    fetchMock.mockResolvedValue(jsonResponse(400, { detail: 'Password is incorrect' }));
    const wrong = await caught(apiClient.put('/auth/update-password', { json: {} }));
    expect(wrong.displayMessage).toBe('Current password is incorrect. Please try again.');
  });

  it('maps a 422 list into a bulleted display message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        detail: [
          {
            loc: ['body', 'email'],
            msg: 'value is not a valid email address',
            type: 'value_error',
          },
          {
            loc: ['body', 'password'],
            msg: 'String should have at least 8 characters',
            type: 'string_too_short',
            ctx: { min_length: 8 },
          },
          { loc: ['body', 'full_name'], msg: 'Field required', type: 'missing' },
        ],
      }),
    );
    const error = await caught(apiClient.post('/auth/register', { json: {}, skipAuth: true }));
    expect(error.messages).toEqual([
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      'Full name is required',
    ]);
    expect(error.displayMessage).toBe(
      '• Please enter a valid email address\n• Password must be at least 8 characters\n• Full name is required',
    );
  });

  it('on 401 with the bearer token: removes the token and toasts "Session Expired"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Could not validate credentials' }));
    const error = await caught(apiClient.get('/auth/me'));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith({
      variant: 'error',
      title: 'Session Expired',
      message: 'Please log in again',
    });
  });

  it('on 401 from login: neither removes a token nor toasts', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Incorrect email or password' }));
    const error = await caught(
      apiClient.post('/auth/login', { form: { username: 'a', password: 'b' }, isLogin: true }),
    );
    expect(error.displayMessage).toBe(
      'Email or password is incorrect. Please check and try again.',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('on 5xx: toasts "Server Error"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { detail: 'Internal server error' }));
    const error = await caught(apiClient.get('/health'));
    expect(error.displayMessage).toBe(GLOBAL_MESSAGES.serverError.message);
    expect(notify).toHaveBeenCalledWith({ variant: 'error', ...GLOBAL_MESSAGES.serverError });
  });

  it('on 429: shows the rate limit text and reads Retry-After', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { detail: 'Please wait 42 seconds' }, { 'Retry-After': '42' }),
    );
    const error = await caught(
      apiClient.post('/auth/resend-verification-code', { skipAuth: true }),
    );
    expect(error.displayMessage).toBe('Backend temporarily unavailable due to rate limiting');
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('on network failure: the network text, no toast', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(apiClient.get('/auth/me'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.displayMessage).toBe(
      'Unable to connect to the server. Please check your internet connection and try again.',
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('on timeout (30 s by default): aborts and toasts "Request Timeout"', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const pending = caught(apiClient.get('/slow'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.displayMessage).toBe('Request timed out. Please try again.');
    expect(notify).toHaveBeenCalledWith({ variant: 'error', ...GLOBAL_MESSAGES.requestTimeout });
  });

  it('silent calls raise no global toast', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { detail: 'Internal server error' }));
    await caught(apiClient.get('/share/abc', { silent: true }));
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('60')).toBe(60);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    expect(parseRetryAfter(inTenSeconds)).toBeGreaterThanOrEqual(9);
  });
});
