import { useNavigate } from 'react-router';
import { useSessionStore } from '@/lib/session-store';
import { login } from '../api/login';
import { forgetCredentials, getHeldCredentials } from '../stores/held-credentials';
import { useEstablishSession } from './use-session-actions';

/** After a verified registration or login: signs in with the held credentials. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const establishSession = useEstablishSession();
  return async (email: string) => {
    const credentials = getHeldCredentials();
    try {
      if (!credentials) throw new Error('No held credentials');
      const response = await login(credentials);
      if (!response.access_token || response.requires_verification) {
        throw new Error('Still requires verification');
      }
      // The route guard then moves on to the saved redirect, else home.
      establishSession(response.user, response.access_token);
    } catch {
      // Spec §4: if auto-login fails after verification, the user goes to Login.
      forgetCredentials();
      useSessionStore.getState().clearVerification();
      await navigate('/login', { replace: true, state: { email } });
    }
  };
}
