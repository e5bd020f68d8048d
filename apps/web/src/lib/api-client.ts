import { GLOBAL_MESSAGES, TIMEOUTS } from '@circle/contract';
import { ApiError, describeHttpError } from './api-errors';
import { apiUrl, defaultApiBaseUrl, type ApiQuery } from './api-url';
import { takeEarlyAnswer } from './early-answers';
import { scopedJson, scopedQuery, scopeForm } from './household-scope';

export { ApiError, isApiError } from './api-errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiNotice {
  variant: 'error';
  title: string;
  message: string;
  /** How long the toast stays; the variant's default when absent. */
  durationMs?: number;
}

export interface ApiClientConfig {
  /** Where the API lives; `/api` on the same origin by default. */
  baseUrl: string;
  /** The bearer token to send, if any. */
  getAuthToken: () => string | null;
  /** A 401 on a call that carried the bearer token: the stored token must go. */
  onUnauthorized: () => void;
  /** Raises the global toasts of spec §8. */
  notify: (notice: ApiNotice) => void;
}

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON body (the default encoding). */
  json?: unknown;
  /** application/x-www-form-urlencoded body (login, request-verification-token). */
  form?: Record<string, string>;
  /** A multipart body (the browser sets the boundary). */
  multipart?: FormData;
  /** Read a successful answer as a file (a download) instead of JSON: resolves a DownloadedFile. */
  asFile?: boolean;
  query?: ApiQuery;
  /** Do not send the bearer token. */
  skipAuth?: boolean;
  /** The short-lived verification or reset token, sent as X-Verification-Token. */
  verificationToken?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Raise no global toast for this call (its caller handles every outcome). */
  silent?: boolean;
  /** The login call: a 401 there means wrong credentials, never an expired session. */
  isLogin?: boolean;
}

let config: ApiClientConfig = {
  baseUrl: defaultApiBaseUrl(),
  getAuthToken: () => null,
  onUnauthorized: () => undefined,
  notify: () => undefined,
};

/** Wires the client to the session store and the toasts (done once in app/providers). */
export function configureApiClient(partial: Partial<ApiClientConfig>): void {
  config = { ...config, ...partial };
}

export function buildUrl(path: string, query?: ApiQuery): string {
  return apiUrl(config.baseUrl, path, query);
}

/** Rejects as an abort once `signal` aborts: an early answer then stops being waited for. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Retry-After in seconds (delta-seconds or an HTTP date). */
export function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** A response body as text → JSON when it says so, else the text; nothing when empty. */
function parseBodyText(text: string, contentType: string): unknown {
  if (!text) return undefined;
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  return parseBodyText(await response.text(), response.headers.get('content-type') ?? '');
}

function detailAndCode(body: unknown): { detail: unknown; code: string | undefined } {
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const record = body as { detail: unknown; code?: unknown };
    return {
      detail: record.detail,
      code: typeof record.code === 'string' ? record.code : undefined,
    };
  }
  return { detail: typeof body === 'string' ? body : undefined, code: undefined };
}

/**
 * Every call to the server goes through here: base URL, bearer token, timeout, encodings, and the
 * error handling of spec §7 "Handling of answers" and §8 "Global". Throws ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(scopedJson(path, method, options.json));
  } else if (options.multipart) {
    scopeForm(path, options.multipart);
    body = options.multipart;
  }
  if (options.asFile) headers.set('Accept', '*/*');
  const token = options.skipAuth ? null : config.getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.verificationToken) headers.set('X-Verification-Token', options.verificationToken);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIMEOUTS.apiMs);
  const forwardAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  const url = buildUrl(path, scopedQuery(path, method, options.query));
  const askNetwork = () =>
    fetch(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
  // The page's first script may have asked this already (lib/early-answers.ts); if that request
  // failed, the network is asked again.
  const early = method === 'GET' && !options.asFile ? takeEarlyAnswer(url, token) : undefined;

  let response: Response;
  try {
    response = await (early
      ? untilAborted(early.catch(askNetwork), controller.signal)
      : askNetwork());
  } catch (error) {
    if (timedOut) {
      if (!options.silent) config.notify({ variant: 'error', ...GLOBAL_MESSAGES.requestTimeout });
      throw new ApiError({
        kind: 'timeout',
        status: 0,
        detail: undefined,
        displayMessage: GLOBAL_MESSAGES.timeout,
      });
    }
    // Cancelled by the caller (e.g. TanStack Query): let the abort through untouched.
    if (options.signal?.aborted) throw error;
    throw new ApiError({
      kind: 'network',
      status: 0,
      detail: undefined,
      displayMessage: GLOBAL_MESSAGES.network,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }

  if (response.ok && options.asFile) return (await downloadedFile(response)) as T;
  let payload: unknown;
  try {
    payload = await readBody(response);
  } catch {
    payload = undefined;
  }
  if (response.ok) return payload as T;

  throw httpFailure(response.status, payload, response.headers.get('Retry-After'), {
    sentToken: Boolean(token),
    isLogin: options.isLogin ?? false,
    silent: options.silent ?? false,
  });
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server offered (Content-Disposition), if any. */
  filename: string | null;
}

async function downloadedFile(response: Response): Promise<DownloadedFile> {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  let filename = plain ?? null;
  if (encoded) {
    try {
      filename = decodeURIComponent(encoded);
    } catch {
      // keep the plain name
    }
  }
  return { blob: await response.blob(), filename };
}

/**
 * An HTTP error answer → the ApiError to throw, after the global side effects of spec §7–8:
 * a 401 on a call that carried the token removes it and toasts "Session Expired" (never on
 * login); a 5xx toasts "Server Error".
 */
function httpFailure(
  status: number,
  payload: unknown,
  retryAfter: string | null,
  context: { sentToken: boolean; isLogin: boolean; silent: boolean },
): ApiError {
  const { detail, code } = detailAndCode(payload);
  const { message, messages } = describeHttpError(status, detail);
  const error = new ApiError({
    kind: 'http',
    status,
    detail,
    code,
    displayMessage: message,
    messages,
    retryAfterSeconds: parseRetryAfter(retryAfter),
  });
  if (status === 401 && context.sentToken && !context.isLogin) {
    config.onUnauthorized();
    if (!context.silent) config.notify({ variant: 'error', ...GLOBAL_MESSAGES.sessionExpired });
  } else if (status >= 500 && !context.silent) {
    config.notify({ variant: 'error', ...GLOBAL_MESSAGES.serverError });
  }
  return error;
}

export interface UploadRequestOptions {
  /** The multipart body (the browser sets the boundary). */
  body: FormData;
  /** Share of the request body sent so far, 0–100 (real upload progress). */
  onProgress?: (percent: number) => void;
  /** 180 s by default (spec §9): the analysis runs inside the call. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Raise no global toast for this call. */
  silent?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** POST by default; PUT replaces a resource (an item's picture). */
  method?: 'POST' | 'PUT';
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/**
 * POST a multipart body with XMLHttpRequest, whose upload events give real progress (fetch has
 * none). Same base URL, bearer token and error mapping as apiRequest; a timeout raises the
 * "Upload Timeout" toast for 6 s (spec §8). Cancelling through `signal` rejects with an
 * AbortError, untouched.
 */
export function apiUpload<T>(path: string, options: UploadRequestOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const token = config.getAuthToken();
    const onAbortSignal = () => xhr.abort();
    const cleanUp = () => options.signal?.removeEventListener('abort', onAbortSignal);

    xhr.open(options.method ?? 'POST', buildUrl(path));
    scopeForm(path, options.body);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    xhr.timeout = options.timeoutMs ?? TIMEOUTS.uploadMs;
    xhr.responseType = 'text';

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    // Every byte is sent: from here the server is analysing.
    xhr.upload.onload = () => options.onProgress?.(100);

    xhr.onload = () => {
      cleanUp();
      const payload = parseBodyText(xhr.responseText, xhr.getResponseHeader('content-type') ?? '');
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(payload as T);
        return;
      }
      reject(
        httpFailure(xhr.status, payload, xhr.getResponseHeader('Retry-After'), {
          sentToken: Boolean(token),
          isLogin: false,
          silent: options.silent ?? false,
        }),
      );
    };
    xhr.onerror = () => {
      cleanUp();
      reject(
        new ApiError({
          kind: 'network',
          status: 0,
          detail: undefined,
          displayMessage: GLOBAL_MESSAGES.network,
        }),
      );
    };
    xhr.ontimeout = () => {
      cleanUp();
      if (!options.silent) {
        config.notify({
          variant: 'error',
          ...GLOBAL_MESSAGES.uploadTimeout,
          durationMs: TIMEOUTS.uploadTimeoutToastMs,
        });
      }
      reject(
        new ApiError({
          kind: 'timeout',
          status: 0,
          detail: undefined,
          displayMessage: GLOBAL_MESSAGES.timeout,
        }),
      );
    };
    xhr.onabort = () => {
      cleanUp();
      reject(abortError());
    };
    options.signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(options.body);
  });
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'json' | 'form'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'POST' }),
  put: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT' }),
  patch: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH' }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** Multipart POST with upload progress (XMLHttpRequest). */
  upload: <T>(path: string, options: UploadRequestOptions) => apiUpload<T>(path, options),
};
