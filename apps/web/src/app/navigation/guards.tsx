import { GLOBAL_MESSAGES } from '@circle/contract';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { FullScreenLoader } from '@/components/ui/spinner';
import { errorMessageOf } from '@/lib/api-errors';
import { useSessionStore } from '@/lib/session-store';
import { LazyShareDialogHost } from '@/features/sharing/shell';
import { pathOf } from '@/lib/post-login-redirect';
import { useAuthGate } from '@/hooks/use-auth-gate';
import { LiveUpdates } from '../live-updates';
import '@/components/ui/spinner.css';

/** Sends a signed-out visitor to Login, remembering a deep link for after sign-in. */
function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const session = useSessionStore.getState();
    const target = pathOf(location);
    if (!session.loggedOutExplicitly && target !== '/') session.setPostLoginRedirect(target);
    void navigate('/login', { replace: true });
  }, [location, navigate]);
  return <FullScreenLoader />;
}

/** The signed-in area (MainApp): only for an authenticated user not requiring verification. */
export function RequireAuth() {
  const { gate, profile } = useAuthGate();
  // The profile's answer is an urgent update, which React renders in one piece: entering the app
  // (shell and screen, the page's biggest render) is deferred instead, so it renders in slices
  // that leave the browser free to paint and answer input. Leaving the app stays immediate.
  const deferredGate = useDeferredValue(gate);
  switch (gate === 'app' ? deferredGate : gate) {
    case 'app':
      return (
        <>
          <Outlet />
          <LazyShareDialogHost />
          <LiveUpdates />
        </>
      );
    case 'verify':
      return <Navigate to="/verify-email" replace />;
    case 'signed-out':
      return <RedirectToLogin />;
    case 'profile-error':
      return (
        <div className="full-screen-center">
          <ErrorState
            title="Unable to Load Your Profile"
            message={errorMessageOf(profile.error, GLOBAL_MESSAGES.network)}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
          />
        </div>
      );
    default:
      return <FullScreenLoader />;
  }
}

/** Sign-in, register, forgot and reset password: a signed-in user goes on to the app. */
export function PublicOnly() {
  const { gate } = useAuthGate();
  const redirect = useSessionStore((state) => state.postLoginRedirect);
  if (gate === 'app') return <Navigate to={redirect ?? '/'} replace />;
  return <Outlet />;
}

/**
 * The verification screen: needs a held verification token. Without one, a signed-in user goes
 * on (to the saved redirect or home) and a signed-out one to Login.
 */
export function RequireVerificationToken() {
  const { gate } = useAuthGate();
  const verification = useSessionStore((state) => state.verification);
  const redirect = useSessionStore((state) => state.postLoginRedirect);
  const signedIn = gate === 'app';
  if (!verification?.token) {
    if (gate === 'reset-verification') return <FullScreenLoader />;
    return <Navigate to={signedIn ? (redirect ?? '/') : '/login'} replace />;
  }
  return <Outlet />;
}
