import { ERROR_CODES } from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import { tooManyRequests } from '../../lib/app-error.js';
import type { VerificationGuardRepository } from './verification-guard.repository.js';
import {
  CODE_LIMITS,
  lockedMessage,
  tooManyMailsMessage,
  type CodeLimits,
  type GuardKey,
} from './verification-limits.js';

export interface CodeAttempt {
  id: string;
  /** Attempts in the window, this one included. */
  count: number;
}

/**
 * Counts code attempts and code mails per client, account and purpose in the database, so the
 * limits hold across tokens, resends, server processes and restarts (see `CODE_LIMITS`).
 */
export interface VerificationGuardDeps {
  repository: VerificationGuardRepository;
  clock: Clock;
  limits?: CodeLimits;
}

export class VerificationGuard {
  private readonly repository: VerificationGuardRepository;
  private readonly clock: Clock;
  private readonly limits: CodeLimits;

  constructor(deps: VerificationGuardDeps) {
    this.repository = deps.repository;
    this.clock = deps.clock;
    this.limits = deps.limits ?? CODE_LIMITS;
  }

  private windowStart(now: Date) {
    return new Date(now.getTime() - this.limits.windowMs);
  }

  private lockedError(key: GuardKey, until: Date, now: Date) {
    const remaining = until.getTime() - now.getTime();
    return tooManyRequests(
      lockedMessage(key.group, remaining),
      remaining / 1000,
      ERROR_CODES.codeAttemptsExhausted,
    );
  }

  /** 429 with Retry-After while the purpose is locked for the subject from this client. */
  async assertUnlocked(key: GuardKey): Promise<void> {
    const now = this.clock.now();
    const until = await this.repository.lockedUntil(key, now);
    if (until) throw this.lockedError(key, until, now);
  }

  /** Counts an attempt before the code is compared, so racing guesses cannot pass the limit. */
  async startAttempt(key: GuardKey): Promise<CodeAttempt> {
    const now = this.clock.now();
    const attempt = await this.repository.recordAndCount(
      key,
      'code_attempt',
      now,
      this.windowStart(now),
    );
    if (attempt.count > this.limits.maxWrongCodes) {
      const until = new Date(now.getTime() + this.limits.lockMs);
      await this.repository.lock(key, until, now);
      throw this.lockedError(key, (await this.repository.lockedUntil(key, now)) ?? until, now);
    }
    return attempt;
  }

  /**
   * How many tries each token allows now: the usual number, or one while the account has had
   * more wrong codes from all clients than its ceiling (a guess spread over many addresses).
   */
  async triesPerToken(key: GuardKey, usual: number): Promise<number> {
    const now = this.clock.now();
    const wrong = await this.repository.countSince(
      key,
      'code_attempt',
      this.windowStart(now),
      'account',
    );
    return wrong >= this.limits.maxAccountWrongCodes ? 1 : usual;
  }

  /** A right code does not count against the limit. */
  async attemptSucceeded(attempt: CodeAttempt): Promise<void> {
    await this.repository.deleteEvent(attempt.id);
  }

  /**
   * After a wrong code: when it was the last one allowed, locks the purpose and returns the
   * lock error to throw, with `newlyLocked` true for the one call that started the lock.
   */
  async attemptFailed(
    key: GuardKey,
    attempt: CodeAttempt,
  ): Promise<{ error: Error; newlyLocked: boolean } | null> {
    if (attempt.count < this.limits.maxWrongCodes) return null;
    const now = this.clock.now();
    const until = new Date(now.getTime() + this.limits.lockMs);
    const newlyLocked = await this.repository.lock(key, until, now);
    return { error: this.lockedError(key, until, now), newlyLocked };
  }

  /**
   * Counts a code mail; 429 with Retry-After past the client's limit or the account's ceiling
   * (the refused one is not counted).
   */
  async reserveCodeMail(key: GuardKey): Promise<void> {
    const now = this.clock.now();
    const since = this.windowStart(now);
    const mail = await this.repository.recordAndCount(key, 'code_mail', now, since);
    const clientFull = mail.count > this.limits.maxCodeMails;
    if (!clientFull && mail.accountCount <= this.limits.maxAccountCodeMails) return;
    await this.repository.deleteEvent(mail.id);
    const scope = clientFull ? 'client' : 'account';
    const oldest = await this.repository.oldestSince(key, 'code_mail', since, scope);
    const remaining = oldest
      ? oldest.getTime() + this.limits.windowMs - now.getTime()
      : this.limits.windowMs;
    throw tooManyRequests(
      tooManyMailsMessage(remaining),
      remaining / 1000,
      ERROR_CODES.rateLimited,
    );
  }

  /** Forgets what no limit looks at any more. */
  async prune(): Promise<void> {
    const now = this.clock.now().getTime();
    await this.repository.deleteBefore(
      new Date(now - Math.max(this.limits.windowMs, this.limits.lockMs)),
    );
  }
}
