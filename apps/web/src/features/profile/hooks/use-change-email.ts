import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ChangeEmailFormValues } from '@/features/auth';
import { errorMessageOf } from '@/lib/api-errors';
import { useSessionStore } from '@/lib/session-store';
import { useUpdateEmail } from '../api/update-email';

export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Asks for the e-mail change (the same address is refused at once); the new address is then
 * confirmed with the code sent to it.
 */
export function useChangeEmail(currentEmail: string) {
  const navigate = useNavigate();
  const updateEmail = useUpdateEmail();
  const [error, setError] = useState<string | null>(null);
  const [sameEmailOpen, setSameEmailOpen] = useState(false);

  const submit = (values: ChangeEmailFormValues) => {
    setError(null);
    if (sameAddress(values.new_email, currentEmail)) {
      setSameEmailOpen(true);
      return;
    }
    updateEmail.mutate(
      { new_email: values.new_email, password: values.password },
      {
        onSuccess: (response) => {
          useSessionStore.getState().startVerification({
            token: response.verification_token,
            type: 'email_change',
            email: values.new_email,
            expiresInSeconds: response.expires_in,
          });
          void navigate('/verify-email');
        },
        onError: (caught) => setError(errorMessageOf(caught)),
      },
    );
  };

  return {
    error,
    clearError: () => setError(null),
    sameEmailOpen,
    setSameEmailOpen,
    pending: updateEmail.isPending,
    submit,
  };
}
