import { useCallback } from 'react';
import { isApiError } from '@/lib/api-client';
import { login, type Credentials } from '../api/login';
import { requestVerificationToken } from '../api/request-verification-token';
import { loginNeedsVerification } from '../lib/needs-verification';
import { holdCredentials } from '../stores/held-credentials';
import { useSessionStore } from '@/lib/session-store';
import { useEstablishSession } from './use-session-actions';

export type SignInOutcome = 'signed-in' | 'verification';

/**
 * Login (spec §2 Login, §7): on success the session is stored; when the e-mail is not verified a
 * login verification token is requested and the credentials are held in memory for auto-login.
 */
export function useSignIn() {
  const establishSession = useEstablishSession();

  const startLoginVerification = useCallback(async (credentials: Credentials) => {
    const response = await requestVerificationToken(credentials);
    useSessionStore.getState().startVerification({
      token: response.verification_token,
      type: 'login',
      email: response.user.email,
      expiresInSeconds: response.expires_in,
    });
    holdCredentials(credentials);
    return 'verification' as const;
  }, []);

  return useCallback(
    async (credentials: Credentials): Promise<SignInOutcome> => {
      try {
        const response = await login(credentials);
        if (response.requires_verification || !response.access_token) {
          if (!response.verification_token) return await startLoginVerification(credentials);
          useSessionStore.getState().startVerification({
            token: response.verification_token,
            type: 'login',
            email: response.user.email,
            expiresInSeconds: response.verification_expires_in,
          });
          holdCredentials(credentials);
          return 'verification';
        }
        establishSession(response.user, response.access_token);
        return 'signed-in';
      } catch (error) {
        if (isApiError(error) && loginNeedsVerification(error)) {
          return await startLoginVerification(credentials);
        }
        throw error;
      }
    },
    [establishSession, startLoginVerification],
  );
}
