import { describe, expect, it } from 'vitest';
import {
  addressSubject,
  lockedMessage,
  minutesText,
  purposeGroupOf,
  tooManyMailsMessage,
} from './verification-limits.js';

describe('verification limits', () => {
  it('groups registration and sign-in codes, keeps reset and e-mail change apart', () => {
    expect(purposeGroupOf('registration')).toBe('email_verification');
    expect(purposeGroupOf('login')).toBe('email_verification');
    expect(purposeGroupOf('email_change')).toBe('email_change');
    expect(purposeGroupOf('password_reset')).toBe('password_reset');
  });

  it('names an unknown address by a hash that ignores case and spaces', () => {
    const subject = addressSubject(' Someone@Example.com ');
    expect(subject).toBe(addressSubject('someone@example.com'));
    expect(subject).toMatch(/^address:[0-9a-f]{64}$/);
    expect(subject).not.toContain('someone');
  });

  it('states the wait in whole minutes, rounded up', () => {
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(60_001)).toBe('2 minutes');
    expect(lockedMessage('password_reset', 3_600_000)).toBe(
      'Too many wrong codes. Password reset for this account is locked from this network; please try again in 60 minutes.',
    );
    expect(tooManyMailsMessage(90_000)).toMatch(/try again in 2 minutes\.$/);
  });
});
