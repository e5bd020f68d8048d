import type { User } from '@circle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authKeys } from '@/lib/query-keys/auth-keys';
import { logout as logoutCall } from '../api/logout';
import { forgetCredentials } from '../stores/held-credentials';
import { useSessionStore } from '@/lib/session-store';

/** Stores a fresh sign-in: the profile first (no loading flash), then the token. */
export function useEstablishSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User, accessToken: string) => {
      queryClient.setQueryData(authKeys.me, user);
      const session = useSessionStore.getState();
      session.setAuthToken(accessToken);
      session.clearVerification();
      forgetCredentials();
    },
    [queryClient],
  );
}

/** Forgets the session on this device without calling the server (spec §4). */
export function useLocalLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    forgetCredentials();
    useSessionStore.getState().clearSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}

/** Logout: tells the server when signed in, then clears everything even if that call failed. */
export function useLogout() {
  const localLogout = useLocalLogout();
  return useCallback(async () => {
    if (useSessionStore.getState().authToken) {
      try {
        await logoutCall();
      } catch {
        // Spec §7: a failed backend logout is ignored.
      }
    }
    localLogout();
  }, [localLogout]);
}
