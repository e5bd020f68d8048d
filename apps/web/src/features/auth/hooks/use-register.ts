import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf, isApiError } from '@/lib/api-errors';
import { useSessionStore } from '@/lib/session-store';
import { register as registerAccount } from '../api/register';
import { isEmailAlreadyRegistered } from '../lib/needs-verification';
import type { RegisterFormValues } from '../schemas/auth-forms.schema';
import { holdCredentials } from '../stores/held-credentials';

/**
 * Registration: the new account's e-mail is then verified (the credentials are held for the
 * sign-in after it); an address already registered is offered Sign In instead.
 */
export function useRegister() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);

  const submit = async (values: RegisterFormValues) => {
    setError(null);
    try {
      // confirmPassword is not sent (spec §5).
      const response = await registerAccount({
        full_name: values.full_name,
        email: values.email,
        password: values.password,
      });
      useSessionStore.getState().startVerification({
        token: response.verification_token,
        type: 'registration',
        email: response.user.email,
        expiresInSeconds: response.expires_in,
      });
      holdCredentials({ email: values.email, password: values.password });
      await navigate('/verify-email');
    } catch (caught) {
      if (isApiError(caught) && isEmailAlreadyRegistered(caught)) {
        setTakenEmail(values.email);
        return;
      }
      setError(errorMessageOf(caught));
    }
  };

  return {
    error,
    clearError: () => setError(null),
    takenEmail,
    dismissTakenEmail: () => setTakenEmail(null),
    submit,
  };
}
