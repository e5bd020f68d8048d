import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@circle/contract';
import type { MailLimits } from '../../config.js';
import type { ThrottleStore } from '../../adapters/throttle/throttle-store.js';
import { tooManyRequests } from '../../lib/app-error.js';

const WINDOW_MS = 3_600_000;

export const TOO_MANY_MAILS_SENT =
  'You have caused too many e-mails in the last hour. Please wait before sharing or asking again.';
export const TOO_MANY_MAILS_TO_ADDRESS =
  'This address has had too many e-mails from Circle in the last hour. Please try again later.';

/** Addresses stay out of the counter names (and out of a shared store such as Redis). */
const addressKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

/**
 * Limits on mails that people's actions send to others, counted in the throttle store (memory,
 * or Redis across processes). `take` counts one mail and refuses with 429 and Retry-After once a
 * limit of the hour is reached, before anything is changed or sent.
 */
export class MailQuota {
  constructor(
    private readonly store: ThrottleStore,
    private readonly limits: MailLimits,
  ) {}

  async take(senderId: string, recipientEmail: string): Promise<void> {
    const recipient = addressKey(recipientEmail);
    const { perSender, perSenderAndRecipient, perRecipient } = this.limits;
    await this.count(`mail-quota:sender:${senderId}`, perSender, TOO_MANY_MAILS_SENT);
    await this.count(
      `mail-quota:pair:${senderId}:${recipient}`,
      perSenderAndRecipient,
      TOO_MANY_MAILS_SENT,
    );
    await this.count(`mail-quota:recipient:${recipient}`, perRecipient, TOO_MANY_MAILS_TO_ADDRESS);
  }

  private async count(key: string, limit: number, message: string) {
    const count = await this.store.increment(key, WINDOW_MS);
    if (count <= limit) return;
    const remainingMs = await this.store.remainingMs(key);
    throw tooManyRequests(message, remainingMs / 1000, ERROR_CODES.rateLimited);
  }
}
