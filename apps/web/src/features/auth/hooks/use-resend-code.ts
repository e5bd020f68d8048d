import { VERIFICATION } from '@circle/contract';
import { useState } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { isApiError } from '@/lib/api-errors';
import { useSessionStore } from '@/lib/session-store';
import { resendVerificationCode } from '../api/resend-verification-code';
import { secondsFromDetail, VERIFICATION_MESSAGES } from '../lib/verification-messages';

interface ResendOptions {
  /** Seconds before the server accepts another request (the user is asked to wait). */
  cooldownLeft: number;
  onSent: () => void;
  onError: (message: string) => void;
}

/** "Resend Code": a new code by email, respecting the cooldown, with the outcome as a toast. */
export function useResendCode({ cooldownLeft, onSent, onError }: ResendOptions) {
  const [resending, setResending] = useState(false);

  const resend = async () => {
    const current = useSessionStore.getState().verification;
    if (!current?.token) {
      onError(VERIFICATION_MESSAGES.noToken);
      return;
    }
    if (cooldownLeft > 0) {
      toast.info(VERIFICATION_MESSAGES.waitTitle, VERIFICATION_MESSAGES.wait(cooldownLeft));
      return;
    }
    setResending(true);
    try {
      const response = await resendVerificationCode(current.token);
      useSessionStore.getState().markCodeResent(response.expires_in);
      onSent();
      toast.success(VERIFICATION_MESSAGES.codeSent, response.message);
    } catch (caught) {
      if (isApiError(caught) && caught.status === 429) {
        const seconds = secondsFromDetail(caught) ?? VERIFICATION.resendCooldownSeconds;
        toast.info(VERIFICATION_MESSAGES.waitTitle, VERIFICATION_MESSAGES.wait(seconds));
      } else if (isApiError(caught) && caught.status === 401) {
        toast.error('Resend Failed', caught.displayMessage);
      } else {
        toast.error('Resend Failed', VERIFICATION_MESSAGES.resendFailed);
      }
    } finally {
      setResending(false);
    }
  };

  return { resending, resend };
}
