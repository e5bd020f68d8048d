/** A small client for OpenAI-compatible chat-completions endpoints, with retries and a timeout. */
export interface OpenAiClientOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs?: number;
  maxAttempts?: number;
  /** Base wait before a retry; doubles each time. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content:
    | string
    | null
    | ({ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } })[];
  tool_calls?: ToolCall[];
  tool_call_id?: string;
  name?: string;
}

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ChatCompletionRequest {
  messages: ChatMessage[];
  response_format?: unknown;
  tools?: unknown[];
  tool_choice?: unknown;
  temperature?: number;
}

export interface ChatCompletionChoice {
  message: { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] };
  finish_reason: string;
}

export class OpenAiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OpenAiError';
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export class OpenAiClient {
  private readonly fetch: typeof fetch;
  constructor(private readonly options: OpenAiClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  get model() {
    return this.options.model;
  }

  /** One completion; 429 and 5xx answers are retried with growing waits (Retry-After honoured). */
  async complete(
    request: ChatCompletionRequest,
    signal?: AbortSignal,
  ): Promise<ChatCompletionChoice> {
    const maxAttempts = this.options.maxAttempts ?? 3;
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    let lastError: OpenAiError | undefined;
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 60_000);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await this.fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: this.options.model, ...request }),
          signal: combined,
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        lastError = new OpenAiError(
          timeout.aborted
            ? 'the AI service did not answer in time'
            : 'the AI service could not be reached',
        );
        if (attempt < maxAttempts)
          await sleep((this.options.retryDelayMs ?? 500) * 2 ** (attempt - 1), signal);
        continue;
      }
      if (response.ok) {
        const body = (await response.json()) as { choices?: ChatCompletionChoice[] };
        const choice = body.choices?.[0];
        if (!choice) throw new OpenAiError('the AI service answered without a choice');
        return choice;
      }
      const detail = await response.text().catch(() => '');
      lastError = new OpenAiError(
        `the AI service answered ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`,
        response.status,
      );
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt === maxAttempts) break;
      const retryAfter = Number(response.headers.get('retry-after'));
      const wait =
        Number.isFinite(retryAfter) && retryAfter > 0
          ? Math.min(retryAfter * 1000, 30_000)
          : (this.options.retryDelayMs ?? 500) * 2 ** (attempt - 1);
      await sleep(wait, signal);
    }
    throw lastError ?? new OpenAiError('the AI service failed');
  }
}
