import { useMe } from '@/lib/current-user';
import { sessionSelectors, useSessionStore } from '@/lib/session-store';
import { resolveAuthGate, type ProfileStatus } from '@/lib/auth-gate';

/** The current gate plus the signed-in user (when there is one). */
export function useAuthGate() {
  const hasAuthToken = useSessionStore((state) => Boolean(state.authToken));
  const requiresVerification = useSessionStore(sessionSelectors.requiresVerification);
  const hasVerificationToken = useSessionStore(sessionSelectors.hasVerificationToken);
  const me = useMe();
  const profileStatus: ProfileStatus = hasAuthToken ? me.status : 'idle';
  const gate = resolveAuthGate({
    hasAuthToken,
    profileStatus,
    requiresVerification,
    hasVerificationToken,
  });
  return { gate, user: me.data ?? null, profile: me };
}
