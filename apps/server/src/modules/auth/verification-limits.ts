import { createHash } from 'node:crypto';
import type { VerificationType } from '@circle/contract';
import type { VerificationPurposeGroup } from '../../db/schema.js';

/**
 * Limits on verification codes per account and purpose, over every token, resend and process.
 *
 * They count per client and account, so what one client does never locks or uses up another's:
 * a stranger's wrong codes or reset requests leave the owner's own client free to get and use a
 * code. Across all clients two ceilings stay for a guess spread over many addresses:
 * - code mails per account: each token allows `VERIFICATION.maxWrongCodes` tries, so this bounds
 *   the tokens, and with them the guesses, an account can be made to hand out;
 * - wrong codes per account: past it every token allows a single try. The owner types the code
 *   of their own mail, right the first time, so they pass; a guesser gets one try per token.
 * Together that is at most `maxAccountWrongCodes + maxAccountCodeMails` guesses at a 6-digit code
 * per account an hour, however many addresses guess; and it takes
 * `maxAccountCodeMails / maxCodeMails` addresses spending their whole quota before the owner
 * must wait for a code.
 */
export const CODE_LIMITS = {
  windowMs: 60 * 60_000,
  /** Wrong codes per client, account and purpose in the window; the last one locks that client. */
  maxWrongCodes: 10,
  lockMs: 60 * 60_000,
  /** Code mails (first codes and resends) per client, account and purpose in the window. */
  maxCodeMails: 5,
  /** Code mails per account and purpose from all clients in the window. */
  maxAccountCodeMails: 20,
  /** Wrong codes per account and purpose from all clients before tokens allow one try only. */
  maxAccountWrongCodes: 30,
} as const;

export type CodeLimits = { [K in keyof typeof CODE_LIMITS]: number };

export interface GuardKey {
  subject: string;
  group: VerificationPurposeGroup;
  /** The requesting client (see `clientKey`). */
  client: string;
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
  return `Too many wrong codes. ${GROUP_NAMES[group]} for this account is locked from this network; please try again in ${minutesText(remainingMs)}.`;
}

export function tooManyMailsMessage(remainingMs: number): string {
  return `Too many codes were requested for this account. Please try again in ${minutesText(remainingMs)}.`;
}
