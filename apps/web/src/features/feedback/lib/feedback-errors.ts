import { detailToMessages, isApiError } from '@/lib/api-errors';
import { FEEDBACK_TEXTS } from './feedback-texts';

/**
 * Spec §8: the server's detail (a list joined with commas), else the error's message, else
 * "Failed to submit feedback. Please try again.".
 */
export function submissionErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (typeof error.detail === 'string' && error.detail.trim()) return error.detail;
    if (Array.isArray(error.detail) && error.detail.length > 0) {
      return detailToMessages(error.detail).join(', ');
    }
    if (error.message) return error.message;
  } else if (error instanceof Error && error.message) {
    return error.message;
  }
  return FEEDBACK_TEXTS.submissionFallback;
}
