import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isCompleteCode } from '@/components/ui/code-input';
import { toast } from '@/components/ui/toast/toast-store';
import { authKeys } from '@/lib/query-keys/auth-keys';
import { useSessionStore } from '@/lib/session-store';
import { verifyEmail } from '../api/verify-email';
import { VERIFICATION_MESSAGES, verificationErrorMessage } from '../lib/verification-messages';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * The verification code being typed and its submission: a password-reset code moves on to the
 * new password; an email change opens Profile; a registration or login code signs the user in.
 */
export function useVerifyCode() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const finishSignIn = useFinishSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<'idle' | 'verifying' | 'signing-in'>('idle');
  const inFlight = useRef(false);
  const spent = useRef(false);
  useEffect(
    () => () => {
      if (spent.current) useSessionStore.getState().clearVerification();
    },
    [],
  );

  const submit = async (value: string) => {
    if (inFlight.current) return;
    if (!isCompleteCode(value)) {
      setError(VERIFICATION_MESSAGES.codeLength);
      return;
    }
    const current = useSessionStore.getState().verification;
    if (!current?.token) {
      setError(VERIFICATION_MESSAGES.noToken);
      return;
    }
    if (current.type === 'password_reset') {
      await navigate('/reset-password', { state: { code: value, email: current.email } });
      return;
    }
    inFlight.current = true;
    setError(null);
    setPhase('verifying');
    try {
      const response = await verifyEmail(current.token, value);
      if (current.type === 'email_change') {
        queryClient.setQueryData(authKeys.me, response.user);
        void queryClient.invalidateQueries({ queryKey: authKeys.userStats });
        toast.success('Email Updated', response.message);
        // The token is spent: it is forgotten once this screen has gone (see the effect above),
        // so the route guard does not redirect elsewhere while Profile opens.
        spent.current = true;
        await navigate('/profile', { replace: true });
        return;
      }
      toast.success('Email Verified', response.message);
      setPhase('signing-in');
      await finishSignIn(current.email);
    } catch (caught) {
      const message = verificationErrorMessage(caught);
      setError(message);
      setCode('');
      setPhase('idle');
      // The message shows once, under the boxes; a toast would repeat it.
    } finally {
      inFlight.current = false;
    }
  };

  return {
    code,
    error,
    phase,
    busy: phase !== 'idle',
    /** A new code typed: the last error no longer applies. */
    changeCode: (value: string) => {
      setCode(value);
      setError(null);
    },
    /** After a new code was sent: the field starts empty again. */
    reset: () => {
      setCode('');
      setError(null);
    },
    setError,
    submit,
  };
}
