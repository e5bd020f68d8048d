import { describe, expect, it } from 'vitest';
import { MemoryThrottleStore } from '../../adapters/throttle/throttle-store.js';
import { SIGN_IN_LIMITS, SignInLimits } from './sign-in-limits.js';

const blocked = (limits: SignInLimits, client: string, account: string) =>
  limits.assertAllowed(client, account).then(
    () => false,
    () => true,
  );

describe('sign-in limits', () => {
  it('holds back the failing client on that account only', async () => {
    const limits = new SignInLimits(new MemoryThrottleStore());
    for (let i = 0; i < 6; i += 1) await limits.recordFailure('stranger', 'owner@example.com');
    expect(await blocked(limits, 'stranger', 'owner@example.com')).toBe(true);
    expect(await blocked(limits, 'owner-phone', 'owner@example.com')).toBe(false);
    expect(await blocked(limits, 'stranger', 'someone@example.com')).toBe(false);
  });

  it('past the account ceiling gives each client one free failure, then a quarter of an hour', async () => {
    let now = 1_000_000;
    const limits = new SignInLimits(new MemoryThrottleStore(() => now));
    for (let i = 0; i < SIGN_IN_LIMITS.accountCeiling; i += 1)
      await limits.recordFailure(`client-${i}`, 'owner@example.com');
    await limits.recordFailure('guesser', 'owner@example.com');
    expect(await blocked(limits, 'guesser', 'owner@example.com')).toBe(false);
    await limits.recordFailure('guesser', 'owner@example.com');
    expect(await blocked(limits, 'guesser', 'owner@example.com')).toBe(true);
    now += 14 * 60_000;
    expect(await blocked(limits, 'guesser', 'owner@example.com')).toBe(true);
    now += 2 * 60_000;
    expect(await blocked(limits, 'guesser', 'owner@example.com')).toBe(false);
    expect(await blocked(limits, 'owner-laptop', 'owner@example.com')).toBe(false);
  });

  it('forgets a client’s failures on the account after the right password', async () => {
    const limits = new SignInLimits(new MemoryThrottleStore());
    for (let i = 0; i < 6; i += 1) await limits.recordFailure('home', 'owner@example.com');
    await limits.recordSuccess('home', 'owner@example.com');
    expect(await blocked(limits, 'home', 'owner@example.com')).toBe(false);
  });
});
