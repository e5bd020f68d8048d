import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSessionStore } from '@/lib/session-store';
import type { AuthGate } from './auth-gate';

/** The path and query of a location, as stored for the post-login redirect. */
export function pathOf(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/** Forgets the post-login redirect once the signed-in user has arrived there. */
export function usePostLoginRedirectCleanup(gate: AuthGate): void {
  const location = useLocation();
  const redirect = useSessionStore((state) => state.postLoginRedirect);
  useEffect(() => {
    if (gate === 'app' && redirect && pathOf(location) === redirect) {
      useSessionStore.getState().setPostLoginRedirect(null);
    }
  }, [gate, location, redirect]);
}
