import { Outlet } from 'react-router';
import { FullScreenLoader } from '@/components/ui/spinner';
import { usePostLoginRedirectCleanup } from '@/lib/post-login-redirect';
import { useAuthGate } from '@/hooks/use-auth-gate';
import { useDocumentTitle } from '../navigation/use-document-title';
import { useVerificationReset } from '../navigation/use-verification-reset';

/** Every route sits here: the app-start loading indicator and the app-wide navigation rules. */
export function RootLayout() {
  const { gate } = useAuthGate();
  useDocumentTitle();
  useVerificationReset(gate);
  usePostLoginRedirectCleanup(gate);
  if (gate === 'loading' || gate === 'reset-verification') {
    return <FullScreenLoader label="Loading your circle" />;
  }
  return <Outlet />;
}
