import { VERIFICATION } from '@circle/contract';
import { isApiError } from '@/lib/api-errors';

export const VERIFICATION_MESSAGES = {
  noToken: 'No verification token found. Please try again.',
  failed: 'Verification failed. Please check your code and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  waitTitle: 'Please Wait',
  wait: (seconds: number) => `You can resend the code in ${seconds} seconds.`,
  resendFailed: 'Failed to resend verification code. Please try again.',
  codeSent: 'Code Sent',
  expired: 'Code expired',
  codeLength: `Verification code must be ${VERIFICATION.codeLength} digits`,
} as const;

export function verificationErrorMessage(error: unknown): string {
  if (!isApiError(error)) return VERIFICATION_MESSAGES.unexpected;
  if (error.kind !== 'http') return error.displayMessage;
  if (error.status >= 500 || error.status === 429) return error.displayMessage;
  return error.serverMessage ? error.displayMessage : VERIFICATION_MESSAGES.failed;
}

export function secondsFromDetail(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  if (error.retryAfterSeconds !== undefined) return error.retryAfterSeconds;
  const match = /(\d+)\s*second/i.exec(error.serverMessage ?? '');
  return match?.[1] ? Number(match[1]) : undefined;
}
