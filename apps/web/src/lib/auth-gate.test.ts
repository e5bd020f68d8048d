import { describe, expect, it } from 'vitest';
import { resolveAuthGate, type AuthGateInput } from './auth-gate';

const signedOut: AuthGateInput = {
  hasAuthToken: false,
  profileStatus: 'idle',
  requiresVerification: false,
  hasVerificationToken: false,
};

describe('resolveAuthGate (spec §2 navigation rules)', () => {
  it('shows the loading indicator while the stored profile loads', () => {
    expect(resolveAuthGate({ ...signedOut, hasAuthToken: true, profileStatus: 'pending' })).toBe(
      'loading',
    );
  });

  it('opens the signed-in area when authenticated and not requiring verification', () => {
    expect(resolveAuthGate({ ...signedOut, hasAuthToken: true, profileStatus: 'success' })).toBe(
      'app',
    );
  });

  it('puts the verification screen first when verification is required and a token is held', () => {
    expect(
      resolveAuthGate({ ...signedOut, requiresVerification: true, hasVerificationToken: true }),
    ).toBe('verify');
    expect(
      resolveAuthGate({
        hasAuthToken: true,
        profileStatus: 'success',
        requiresVerification: true,
        hasVerificationToken: true,
      }),
    ).toBe('verify');
  });

  it('resets verification when it is required but no verification token is held', () => {
    expect(resolveAuthGate({ ...signedOut, requiresVerification: true })).toBe(
      'reset-verification',
    );
    expect(
      resolveAuthGate({
        hasAuthToken: true,
        profileStatus: 'pending',
        requiresVerification: true,
        hasVerificationToken: false,
      }),
    ).toBe('reset-verification');
  });

  it('starts at sign-in otherwise', () => {
    expect(resolveAuthGate(signedOut)).toBe('signed-out');
    // A held token that is not for a required verification (e.g. a password reset).
    expect(resolveAuthGate({ ...signedOut, hasVerificationToken: true })).toBe('signed-out');
  });

  it('reports a stored token whose profile failed to load for another reason than 401/403', () => {
    expect(resolveAuthGate({ ...signedOut, hasAuthToken: true, profileStatus: 'error' })).toBe(
      'profile-error',
    );
  });
});
