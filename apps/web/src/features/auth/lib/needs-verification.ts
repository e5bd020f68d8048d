import { ERROR_CODES } from '@circle/contract';
import type { ApiError } from '@/lib/api-errors';

/**
 * Spec §7: a failed login needs verification when the status is 403, the code is
 * EMAIL_NOT_VERIFIED, or the message speaks of verification. A bare "email" in the message is
 * not enough here: "Incorrect email or password" must stay a wrong-password error.
 */
export function loginNeedsVerification(error: ApiError): boolean {
  if (error.kind !== 'http') return false;
  if (error.status === 403 || error.code === ERROR_CODES.emailNotVerified) return true;
  const message = error.serverMessage ?? '';
  return /verification|verify|unverified|not verified/i.test(message);
}

/** Spec §5: a registration conflict offers "Sign In" ("Email Already Registered"). */
export function isEmailAlreadyRegistered(error: ApiError): boolean {
  if (error.kind !== 'http') return false;
  if (error.status === 409) return true;
  const message = error.serverMessage ?? '';
  return /e-?mail/i.test(message) && /exists|registered|taken/i.test(message);
}
