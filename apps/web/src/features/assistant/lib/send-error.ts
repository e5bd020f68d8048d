import { isApiError } from '@/lib/api-errors';
import { ASSISTANT_TEXTS } from './assistant-texts';

/**
 * Spec §8 "Chat": the server's detail, or "Invalid request format" for a malformed request
 * (422), else the default sentence (no answer, timeouts, anything unexpected).
 */
export function chatSendErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 422) return ASSISTANT_TEXTS.invalidRequest;
    if (typeof error.detail === 'string' && error.detail.trim()) return error.detail;
  }
  return ASSISTANT_TEXTS.sendFailed;
}
