/**
 * The navigation rules of spec §2, as one pure decision:
 * - the stored profile is loading → "loading" (a loading indicator);
 * - verification required but no verification token → "reset-verification" (clear the
 *   verification state locally, no backend call, and go to Login after about 100 ms);
 * - authenticated and not requiring verification → "app" (the signed-in area);
 * - a stored token whose profile could not be loaded (not a 401/403) → "profile-error";
 * - verification required with a token → "verify" (the verification screen comes first);
 * - otherwise → "signed-out" (sign-in first).
 */
export type AuthGate =
  'loading' | 'reset-verification' | 'app' | 'profile-error' | 'verify' | 'signed-out';

export type ProfileStatus = 'idle' | 'pending' | 'success' | 'error';

export interface AuthGateInput {
  hasAuthToken: boolean;
  profileStatus: ProfileStatus;
  requiresVerification: boolean;
  hasVerificationToken: boolean;
}

/** How long the "verification required without token" state shows before going to Login. */
export const VERIFICATION_RESET_DELAY_MS = 100;

export function resolveAuthGate(input: AuthGateInput): AuthGate {
  if (input.requiresVerification && !input.hasVerificationToken) return 'reset-verification';
  if (input.hasAuthToken && input.profileStatus === 'pending') return 'loading';
  if (input.requiresVerification) return 'verify';
  if (input.hasAuthToken && input.profileStatus === 'success') return 'app';
  if (input.hasAuthToken && input.profileStatus === 'error') return 'profile-error';
  return 'signed-out';
}
