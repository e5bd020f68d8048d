import { GLOBAL_MESSAGES, SERVER_MESSAGE_DISPLAY, type ValidationIssue } from '@circle/contract';

/** How a call failed: an HTTP answer, no answer at all, or no answer in time. */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  detail: unknown;
  code?: string | undefined;
  displayMessage: string;
  messages?: string[] | undefined;
  retryAfterSeconds?: number | undefined;
}

/** The one error type every call of the api client throws. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no answer (network failure or timeout). */
  readonly status: number;
  /** The server's `detail` (a string or a 422 list) as received. */
  readonly detail: unknown;
  readonly code: string | undefined;
  /** What a person reads (spec §5 and §8 mappings applied). */
  readonly displayMessage: string;
  /** The individual display lines (several for a 422 list). */
  readonly messages: string[];
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.displayMessage);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.detail = init.detail;
    this.code = init.code;
    this.displayMessage = init.displayMessage;
    this.messages = init.messages ?? [init.displayMessage];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The raw server detail when it is a string (useful for matching exact server messages). */
  get serverMessage(): string | undefined {
    return typeof this.detail === 'string' ? this.detail : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** "full_name" → "Full name", "newEmail" → "New email". */
export function humanizeField(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  if (!words) return 'Field';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldOf(issue: Pick<ValidationIssue, 'loc'>): string {
  const named = [...issue.loc].reverse().find((part) => typeof part === 'string');
  return typeof named === 'string' && !['body', 'query', 'path', 'header'].includes(named)
    ? named
    : 'field';
}

function minLengthOf(issue: ValidationIssue): number | undefined {
  const value = issue.ctx?.['min_length'];
  return typeof value === 'number' ? value : undefined;
}

/** Spec §5: one 422 entry → the sentence shown for it. */
export function mapValidationIssue(issue: ValidationIssue): string {
  const field = fieldOf(issue);
  const label = humanizeField(field);
  if (issue.type === 'missing') return `${label} is required`;
  const isEmailEntry = /e-?mail/i.test(field) || /e-?mail/i.test(issue.msg);
  if (isEmailEntry && issue.type !== 'string_too_short' && issue.type !== 'string_too_long') {
    return 'Please enter a valid email address';
  }
  const min = minLengthOf(issue);
  if (issue.type === 'string_too_short' && min !== undefined) {
    return `${label} must be at least ${min} characters`;
  }
  return issue.msg;
}

function isValidationIssue(value: unknown): value is ValidationIssue {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    Array.isArray(candidate['loc']) &&
    typeof candidate['msg'] === 'string' &&
    typeof candidate['type'] === 'string'
  );
}

/** Spec §8 table: exact server message → display text; anything else is shown as is. */
export function mapServerMessage(message: string): string {
  return SERVER_MESSAGE_DISPLAY[message] ?? message;
}

/** Several messages show as a bulleted list, one alone as plain text. */
export function joinMessages(messages: string[]): string {
  if (messages.length === 1) return messages[0] ?? '';
  return messages.map((message) => `• ${message}`).join('\n');
}

/** Turns a server `detail` (string, 422 list, or anything) into the lines a person reads. */
export function detailToMessages(detail: unknown): string[] {
  if (typeof detail === 'string' && detail.trim()) return [mapServerMessage(detail)];
  if (Array.isArray(detail)) {
    const lines = detail.map((entry) =>
      isValidationIssue(entry)
        ? mapValidationIssue(entry)
        : typeof entry === 'string'
          ? mapServerMessage(entry)
          : null,
    );
    const unique = [...new Set(lines.filter((line): line is string => Boolean(line)))];
    if (unique.length > 0) return unique;
  }
  return [GLOBAL_MESSAGES.unexpected];
}

/** The display text of an HTTP error answer (spec §7 "Handling of answers" and §8 "Global"). */
export function describeHttpError(
  status: number,
  detail: unknown,
): { message: string; messages: string[] } {
  if (status >= 500) {
    return {
      message: GLOBAL_MESSAGES.serverError.message,
      messages: [GLOBAL_MESSAGES.serverError.message],
    };
  }
  if (status === 429) {
    return { message: GLOBAL_MESSAGES.rateLimited, messages: [GLOBAL_MESSAGES.rateLimited] };
  }
  const messages = detailToMessages(detail);
  return { message: joinMessages(messages), messages };
}

/** Any thrown value → the text to show (ApiError's display text, else a generic fallback). */
export function errorMessageOf(
  error: unknown,
  fallback: string = GLOBAL_MESSAGES.unexpected,
): string {
  if (isApiError(error)) return error.displayMessage;
  return fallback;
}

/**
 * The server's own explanation when it refused the request (4xx), else the screen's fallback
 * text (server errors, network failures and timeouts already raise their global toasts).
 */
export function refusalMessageOf(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'http' && error.status < 500) return error.displayMessage;
  return fallback;
}
