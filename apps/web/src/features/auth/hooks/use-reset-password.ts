import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isCompleteCode } from '@/components/ui/code-input';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessageOf } from '@/lib/api-errors';
import { useSessionStore } from '@/lib/session-store';
import { resetPassword } from '../api/reset-password';
import type { ResetPasswordFormValues } from '../schemas/auth-forms.schema';

/**
 * The new password with the reset code, sent with the stored reset token (without one, the
 * "no reset token" alert opens); then Login, with the e-mail filled in.
 */
export function useResetPassword(emailParam: string | null) {
  const navigate = useNavigate();
  const verification = useSessionStore((state) => state.verification);
  const hasResetToken = verification?.type === 'password_reset' && Boolean(verification.token);
  const [noTokenOpen, setNoTokenOpen] = useState(!hasResetToken);
  const [error, setError] = useState<string | null>(null);

  const submit = async (code: string, values: ResetPasswordFormValues) => {
    setError(null);
    const current = useSessionStore.getState().verification;
    if (current?.type !== 'password_reset' || !current.token) {
      setNoTokenOpen(true);
      return;
    }
    if (!isCompleteCode(code)) {
      setError('Verification code must be 6 digits');
      return;
    }
    try {
      const response = await resetPassword(current.token, {
        code,
        new_password: values.new_password,
      });
      useSessionStore.getState().clearVerification();
      toast.success('Password Updated', response.message);
      await navigate('/login', { replace: true, state: { email: emailParam ?? current.email } });
    } catch (caught) {
      setError(errorMessageOf(caught));
    }
  };

  return { error, clearError: () => setError(null), noTokenOpen, setNoTokenOpen, submit };
}
