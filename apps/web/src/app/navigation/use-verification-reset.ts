import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '@/lib/session-store';
import { VERIFICATION_RESET_DELAY_MS, type AuthGate } from '@/lib/auth-gate';

/**
 * Spec §2: verification required but no verification token → the verification state is cleared
 * locally (no backend call) and the user is reset to Login after about 100 ms.
 */
export function useVerificationReset(gate: AuthGate): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (gate !== 'reset-verification') return undefined;
    const timer = window.setTimeout(() => {
      useSessionStore.getState().clearVerification();
      void navigate('/login', { replace: true });
    }, VERIFICATION_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [gate, navigate]);
}
