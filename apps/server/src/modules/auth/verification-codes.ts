import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  SERVER_MESSAGES,
  VERIFICATION,
  VERIFICATION_TYPES,
  type VerificationType,
} from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/app-error.js';
import type { UserRow, VerificationTokenRow } from '../../db/schema.js';
import type { AccountMail } from '../notifications/index.js';
import type { AuthRepository } from './auth.repository.js';
import type { VerificationGuard } from './verification-guard.js';
import { CODE_LIMITS, purposeGroupOf, type GuardKey } from './verification-limits.js';
import {
  hashCode,
  hashToken,
  newOpaqueToken,
  newVerificationCode,
  sameHash,
} from './verification-secrets.js';

export interface VerificationCodesDeps {
  repository: AuthRepository;
  guard: VerificationGuard;
  clock: Clock;
  codeSecret: string;
  accountMail: Pick<AccountMail, 'verificationCode' | 'codesLocked'>;
  /** Sends after the answer: reset mails must not make known addresses answer slower. */
  later: (send: () => Promise<void>) => void;
}

export const invalidToken = () => unauthorized(SERVER_MESSAGES.invalidVerificationToken);
const invalidCode = (code?: string) => badRequest(SERVER_MESSAGES.invalidVerificationCode, code);

/** The limits a token counts against for `client`: its account's, or its unknown address's. */
export const guardKeyOf = (token: VerificationTokenRow, client: string): GuardKey => ({
  subject: token.subject ?? token.userId ?? `token:${token.id}`,
  group: purposeGroupOf(token.purpose),
  client,
});

/**
 * Verification tokens and their mailed 6-digit codes: issue, check and resend, within the
 * per-token tries and the per-account limits of the guard.
 */
export class VerificationCodes {
  constructor(private readonly deps: VerificationCodesDeps) {}

  private mailCode(to: string, purpose: VerificationType, code: string) {
    const send = () =>
      this.deps.accountMail.verificationCode(to, purpose, code, VERIFICATION.tokenLifetimeSeconds);
    if (purpose === 'password_reset') this.deps.later(send);
    else return send();
  }

  /**
   * Issues a token with a fresh code for `subject` and mails the code to `sendTo` when there is
   * an account. Without one (a reset for an unknown address) every step but the mail is the same.
   * `client` is the requester's key: the token supersedes only that client's earlier ones.
   */
  async issue(input: {
    user: UserRow | null;
    subject: string;
    purpose: VerificationType;
    sendTo: string;
    client: string;
    newEmail?: string | null;
  }): Promise<{ token: string; expiresIn: number }> {
    const key: GuardKey = {
      subject: input.subject,
      group: purposeGroupOf(input.purpose),
      client: input.client,
    };
    await this.deps.guard.assertUnlocked(key);
    await this.deps.guard.reserveCodeMail(key);
    const now = this.deps.clock.now();
    const id = randomUUID();
    const token = newOpaqueToken();
    const code = newVerificationCode();
    await this.deps.repository.replaceVerificationToken(
      {
        id,
        userId: input.user?.id ?? null,
        subject: input.subject,
        clientKey: input.client,
        purpose: input.purpose,
        tokenHash: hashToken(token),
        codeHash: hashCode(this.deps.codeSecret, id, input.purpose, code),
        newEmail: input.newEmail ?? null,
        expiresAt: new Date(now.getTime() + VERIFICATION.tokenLifetimeSeconds * 1000),
        lastSentAt: now,
        createdAt: now,
      },
      now,
    );
    if (input.user) await this.mailCode(input.sendTo, input.purpose, code);
    return { token, expiresIn: VERIFICATION.tokenLifetimeSeconds };
  }

  /** A live token of one of `purposes`, or 401. */
  async live(
    rawToken: string | undefined,
    purposes: readonly VerificationType[],
  ): Promise<VerificationTokenRow> {
    if (!rawToken || rawToken.length > 200) throw invalidToken();
    const token = await this.deps.repository.findVerificationToken(hashToken(rawToken));
    if (
      !token ||
      token.consumedAt ||
      token.expiresAt.getTime() <= this.deps.clock.now().getTime() ||
      !purposes.includes(token.purpose)
    ) {
      throw invalidToken();
    }
    return token;
  }

  /**
   * Checks the code and uses the token up. Each token allows five tries (one while the account
   * is past its ceiling of wrong codes); each client allows ten wrong codes an hour per account
   * and purpose over all tokens, then is locked out and the owner told.
   */
  async check(token: VerificationTokenRow, code: string, client: string): Promise<void> {
    const key = guardKeyOf(token, client);
    await this.deps.guard.assertUnlocked(key);
    const maxTries = await this.deps.guard.triesPerToken(key, VERIFICATION.maxWrongCodes);
    const tries = await this.deps.repository.reserveCodeAttempt(token.id, maxTries);
    if (tries === undefined) throw invalidCode(ERROR_CODES.codeAttemptsExhausted);
    const attempt = await this.deps.guard.startAttempt(key);
    const expected = hashCode(this.deps.codeSecret, token.id, token.purpose, code);
    if (sameHash(expected, token.codeHash)) {
      if (!(await this.deps.repository.consumeVerificationToken(token.id, this.deps.clock.now()))) {
        throw invalidToken();
      }
      await this.deps.guard.attemptSucceeded(attempt);
      return;
    }
    const lock = await this.deps.guard.attemptFailed(key, attempt);
    if (lock) {
      if (lock.newlyLocked && token.userId) await this.noticeLock(token.userId, key);
      throw lock.error;
    }
    throw invalidCode(tries >= maxTries ? ERROR_CODES.codeAttemptsExhausted : undefined);
  }

  private async noticeLock(userId: string, key: GuardKey) {
    const owner = await this.deps.repository.findUserById(userId);
    if (!owner) return;
    await this.deps.accountMail.codesLocked(
      owner.email,
      key.group,
      Math.round(CODE_LIMITS.lockMs / 60_000),
    );
  }

  /** A new code for the same token, after the cooldown and within the account's mail limit. */
  async resend(rawToken: string | undefined, client: string) {
    const token = await this.live(rawToken, VERIFICATION_TYPES);
    const now = this.deps.clock.now();
    const waited = (now.getTime() - token.lastSentAt.getTime()) / 1000;
    if (waited < VERIFICATION.resendCooldownSeconds) {
      const wait = Math.ceil(VERIFICATION.resendCooldownSeconds - waited);
      throw tooManyRequests(
        `Please wait ${wait} seconds before requesting a new code.`,
        wait,
        ERROR_CODES.rateLimited,
      );
    }
    const key = guardKeyOf(token, client);
    await this.deps.guard.assertUnlocked(key);
    await this.deps.guard.reserveCodeMail(key);
    const code = newVerificationCode();
    await this.deps.repository.renewVerificationCode(token.id, {
      codeHash: hashCode(this.deps.codeSecret, token.id, token.purpose, code),
      expiresAt: new Date(now.getTime() + VERIFICATION.tokenLifetimeSeconds * 1000),
      lastSentAt: now,
    });
    const user = token.userId ? await this.deps.repository.findUserById(token.userId) : undefined;
    if (user) {
      const to = token.purpose === 'email_change' && token.newEmail ? token.newEmail : user.email;
      await this.mailCode(to, token.purpose, code);
    }
    return {
      message: 'A new verification code has been sent',
      expires_in: VERIFICATION.tokenLifetimeSeconds,
      retry_after: VERIFICATION.resendCooldownSeconds,
    };
  }
}
