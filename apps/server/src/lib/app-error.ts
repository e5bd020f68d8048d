import type { ValidationIssue } from '@circle/contract';

/**
 * The one error services throw; the error handler renders it as `{detail, code?}`. A 422 may
 * carry the spec's list of issues instead of a sentence.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string | ValidationIssue[],
    readonly code?: string,
    readonly headers: Record<string, string> = {},
    /** More fields for the body, beside detail and code. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Validation failed');
    this.name = 'AppError';
  }
}

export const notFound = (detail = 'Not found') => new AppError(404, detail);
export const badRequest = (detail: string, code?: string) => new AppError(400, detail, code);
export const unauthorized = (detail: string) =>
  new AppError(401, detail, undefined, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (detail: string, code?: string) => new AppError(403, detail, code);
export const conflict = (detail: string) => new AppError(409, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number, code?: string) =>
  new AppError(429, detail, code, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
