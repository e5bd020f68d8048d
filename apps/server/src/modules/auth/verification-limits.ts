import { createHash } from 'node:crypto';
import type { VerificationType } from '@circle/contract';
import type { VerificationPurposeGroup } from '../../db/schema.js';

/**
 * Limits on verification codes per account and purpose, over every token, resend and process:
 * they bound guessing to `maxWrongCodes` per `windowMs` however often new codes are requested.
 */
export const CODE_LIMITS = {
  windowMs: 60 * 60_000,
  /** Wrong codes per account and purpose in the window; the last one locks the purpose. */
  maxWrongCodes: 10,
  lockMs: 60 * 60_000,
  /** Code mails (first codes and resends) per account and purpose in the window. */
  maxCodeMails: 5,
} as const;

export type CodeLimits = { [K in keyof typeof CODE_LIMITS]: number };

export interface GuardKey {
  subject: string;
  group: VerificationPurposeGroup;
}

/** Registration and sign-in codes both prove the address, so they share one budget. */
export function purposeGroupOf(purpose: VerificationType): VerificationPurposeGroup {
  if (purpose === 'password_reset') return 'password_reset';
  if (purpose === 'email_change') return 'email_change';
  return 'email_verification';
}

/** The subject of an address without an account, so its limits behave like an account's. */
export function addressSubject(email: string): string {
  return `address:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

const GROUP_NAMES: Record<VerificationPurposeGroup, string> = {
  email_verification: 'E-mail verification',
  email_change: 'The e-mail change',
  password_reset: 'Password reset',
  household_invitation: 'Joining a household by code',
};

export const minutesText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export function lockedMessage(group: VerificationPurposeGroup, remainingMs: number): string {
  return `Too many wrong codes. ${GROUP_NAMES[group]} for this account is locked; please try again in ${minutesText(remainingMs)}.`;
}

export function tooManyMailsMessage(remainingMs: number): string {
  return `Too many codes were requested for this account. Please try again in ${minutesText(remainingMs)}.`;
}
