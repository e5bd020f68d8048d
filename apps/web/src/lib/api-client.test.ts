import { GLOBAL_MESSAGES } from '@circle/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, buildUrl, configureApiClient, parseRetryAfter } from './api-client';
import { askEarly, forgetEarlyAnswers } from './early-answers';

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
  forgetEarlyAnswers();
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
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
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

class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  timeout = 0;
  responseType = '';
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders['content-type'] = 'application/json';
    this.onload?.();
  }
}

function xhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no request');
  return FakeXhr.last;
}

describe('upload (XMLHttpRequest with progress)', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('posts the multipart body with the bearer token and the 180 s timeout, reporting progress', async () => {
    const onProgress = vi.fn();
    const body = new FormData();
    const pending = apiClient.upload<{ id: string }>('/upload/', { body, onProgress });
    const request = xhr();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/upload/');
    expect(request.headers['Authorization']).toBe('Bearer stored-token');
    expect(request.timeout).toBe(180_000);
    expect(request.body).toBe(body);
    request.upload.onprogress?.({
      lengthComputable: true,
      loaded: 50,
      total: 200,
    } as ProgressEvent);
    request.upload.onload?.();
    expect(onProgress.mock.calls).toEqual([[25], [100]]);
    request.respond(201, { id: 'file-1' });
    await expect(pending).resolves.toEqual({ id: 'file-1' });
  });

  it('sends extra headers, such as the Idempotency-Key of an upload', () => {
    void apiClient.upload('/upload/', {
      body: new FormData(),
      headers: { 'Idempotency-Key': 'upload-7-key' },
    });
    expect(xhr().headers['Idempotency-Key']).toBe('upload-7-key');
    expect(xhr().headers['Authorization']).toBe('Bearer stored-token');
  });

  it('maps error answers like every other call (server detail; 401 removes the token)', async () => {
    const tooLarge = caught(apiClient.upload('/upload/', { body: new FormData() }));
    xhr().respond(413, { detail: 'The file is too large. The limit is 20 MB.' });
    const error = await tooLarge;
    expect(error.status).toBe(413);
    expect(error.displayMessage).toBe('The file is too large. The limit is 20 MB.');

    const expired = caught(apiClient.upload('/upload/', { body: new FormData() }));
    xhr().respond(401, { detail: 'Could not validate credentials' });
    await expired;
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith({ variant: 'error', ...GLOBAL_MESSAGES.sessionExpired });
  });

  it('on timeout: the "Upload Timeout" toast for 6 s and a timeout error', async () => {
    const pending = caught(apiClient.upload('/upload/', { body: new FormData() }));
    xhr().ontimeout?.();
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(notify).toHaveBeenCalledWith({
      variant: 'error',
      ...GLOBAL_MESSAGES.uploadTimeout,
      durationMs: 6000,
    });
  });

  it('on network failure: the network text', async () => {
    const pending = caught(apiClient.upload('/upload/', { body: new FormData() }));
    xhr().onerror?.();
    expect((await pending).kind).toBe('network');
  });

  it('cancelling through the signal rejects with an AbortError', async () => {
    const controller = new AbortController();
    const pending = apiClient.upload('/upload/', {
      body: new FormData(),
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('answers asked for early by the first script', () => {
  it('takes the early answer of the same GET instead of asking again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { full_name: 'Ada' }));
    askEarly('/api/auth/me', 'stored-token');
    await expect(apiClient.get('/auth/me')).resolves.toEqual({ full_name: 'Ada' });
    expect(fetchMock).toHaveBeenCalledOnce();
    // Taken once: the next call asks the network.
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { full_name: 'Ada L.' }));
    await expect(apiClient.get('/auth/me')).resolves.toEqual({ full_name: 'Ada L.' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('handles an early answer as any other: a 401 removes the session', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { detail: 'Token expired' }));
    askEarly('/api/auth/me', 'stored-token');
    const error = await caught(apiClient.get('/auth/me'));
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('asks the network when the early request failed', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    askEarly('/api/users/statistics', 'stored-token');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { total_items: 3 }));
    await expect(apiClient.get('/users/statistics')).resolves.toEqual({ total_items: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves other tokens, other addresses and other methods to the network', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
    askEarly('/api/auth/me', 'an-earlier-token');
    await apiClient.get('/auth/me');
    askEarly('/api/users/inventory?limit=20', 'stored-token');
    await apiClient.get('/users/inventory', { query: { limit: 5 } });
    askEarly('/api/users/statistics', 'stored-token');
    await apiClient.post('/users/statistics', { json: {} });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('stops waiting for an early answer when the caller cancels', async () => {
    fetchMock.mockReturnValueOnce(new Promise<Response>(() => undefined));
    askEarly('/api/auth/me', 'stored-token');
    const controller = new AbortController();
    const pending = apiClient.get('/auth/me', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
