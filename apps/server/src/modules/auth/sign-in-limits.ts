import type { ThrottleStore } from '../../adapters/throttle/throttle-store.js';
import {
  ACCOUNT_LOGIN_POLICY,
  ADDRESS_LOGIN_POLICY,
  BackoffThrottle,
  type BackoffPolicy,
} from '../../adapters/throttle/throttle.js';

/**
 * Back-off for wrong passwords, keyed on the requester as well as the account.
 *
 * - Per client and account (`ACCOUNT_LOGIN_POLICY`: five free failures, then a doubling wait up
 *   to 15 minutes): one client guessing at one account is slowed down, and nobody else is. The
 *   check comes before the password is compared, so a blocked client learns nothing.
 * - Per client over all accounts (`ADDRESS_LOGIN_POLICY`): one client trying many accounts.
 * - Per account over all clients, a ceiling of failures an hour. One client alone stays below
 *   it (its own back-off allows about 17 failures an hour), so it is reached only by a guess
 *   spread over several addresses. Past it the account is not locked, which would let anyone
 *   lock the owner out; instead every client gets `UNDER_ATTACK_POLICY`: one free failure, then
 *   a quarter of an hour, doubling. A client's first attempt is always compared, so the owner
 *   with the right password passes from a fresh client, while each guessing address gets about
 *   one guess per quarter hour (their number bounds the rate, not the owner's patience).
 */
export const SIGN_IN_LIMITS = {
  /** Failures on one account from all clients in `accountWindowMs` before the stricter times. */
  accountCeiling: 30,
  accountWindowMs: 60 * 60_000,
} as const;

export const UNDER_ATTACK_POLICY: BackoffPolicy = {
  freeFailures: 1,
  baseDelayMs: 15 * 60_000,
  maxDelayMs: 60 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

export class SignInLimits {
  private readonly clientAccount: BackoffThrottle;
  private readonly client: BackoffThrottle;

  constructor(private readonly store: ThrottleStore) {
    this.clientAccount = new BackoffThrottle(store, ACCOUNT_LOGIN_POLICY, 'login-client-account');
    this.client = new BackoffThrottle(store, ADDRESS_LOGIN_POLICY, 'login-address');
  }

  /** 429 with Retry-After while this client is held back, for this account or for all. */
  async assertAllowed(client: string, account: string): Promise<void> {
    await this.client.assertAllowed(client);
    await this.clientAccount.assertAllowed(`${client}:${account}`);
  }

  async recordFailure(client: string, account: string): Promise<void> {
    const accountFailures = await this.store.increment(
      `login-account:fail:${account}`,
      SIGN_IN_LIMITS.accountWindowMs,
    );
    const underAttack = accountFailures > SIGN_IN_LIMITS.accountCeiling;
    await this.clientAccount.recordFailure(
      `${client}:${account}`,
      underAttack ? UNDER_ATTACK_POLICY : ACCOUNT_LOGIN_POLICY,
    );
    await this.client.recordFailure(client);
  }

  /** The right password clears this client's failures on the account (not the account's count). */
  async recordSuccess(client: string, account: string): Promise<void> {
    await this.clientAccount.recordSuccess(`${client}:${account}`);
  }
}
