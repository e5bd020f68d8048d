import { VERIFICATION, type VerificationType } from '@circle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CodeInput, isCompleteCode } from '@/components/ui/code-input';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast/toast-store';
import { useNow } from '@/hooks/use-now';
import { isApiError } from '@/lib/api-errors';
import { formatCountdown } from '@/lib/format';
import { authKeys } from '@/lib/query-keys/auth-keys';
import { login } from '../api/login';
import { resendVerificationCode } from '../api/resend-verification-code';
import { verifyEmail } from '../api/verify-email';
import { useEstablishSession, useLocalLogout } from '../hooks/use-session-actions';
import { forgetCredentials, getHeldCredentials } from '../stores/held-credentials';
import { useSessionStore } from '@/lib/session-store';
import { AuthScreen } from './auth-screen';
import '@/components/ui/form.css';
import './email-verification-screen.css';

export const VERIFICATION_MESSAGES = {
  noToken: 'No verification token found. Please try again.',
  failedTitle: 'Verification Failed',
  failed: 'Verification failed. Please check your code and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  waitTitle: 'Please Wait',
  wait: (seconds: number) => `You can resend the code in ${seconds} seconds.`,
  resendFailed: 'Failed to resend verification code. Please try again.',
  codeSent: 'Code Sent',
  expired: 'Code expired',
  codeLength: `Verification code must be ${VERIFICATION.codeLength} digits`,
} as const;

const TITLES: Record<VerificationType, string> = {
  registration: 'Verify your email',
  login: 'Verify your email',
  email_change: 'Confirm your new email',
  password_reset: 'Enter your reset code',
};

const BACK_TARGET: Record<VerificationType, string> = {
  registration: '/login',
  login: '/login',
  email_change: '/profile',
  password_reset: '/forgot-password',
};

function verificationErrorMessage(error: unknown): string {
  if (!isApiError(error)) return VERIFICATION_MESSAGES.unexpected;
  if (error.kind !== 'http') return error.displayMessage;
  if (error.status >= 500 || error.status === 429) return error.displayMessage;
  return error.serverMessage ? error.displayMessage : VERIFICATION_MESSAGES.failed;
}

function secondsFromDetail(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  if (error.retryAfterSeconds !== undefined) return error.retryAfterSeconds;
  const match = /(\d+)\s*second/i.exec(error.serverMessage ?? '');
  return match?.[1] ? Number(match[1]) : undefined;
}

export function EmailVerificationScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const establishSession = useEstablishSession();
  const localLogout = useLocalLogout();
  const verification = useSessionStore((state) => state.verification);
  const now = useNow();
  const [mountedAt] = useState(() => Date.now());
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<'idle' | 'verifying' | 'signing-in'>('idle');
  const [resending, setResending] = useState(false);
  const [confirmStartOver, setConfirmStartOver] = useState(false);
  const inFlight = useRef(false);
  const spent = useRef(false);
  useEffect(
    () => () => {
      if (spent.current) useSessionStore.getState().clearVerification();
    },
    [],
  );

  const type: VerificationType = verification?.type ?? 'registration';
  const deadline = verification?.expiresAt ?? mountedAt + VERIFICATION.tokenLifetimeSeconds * 1000;
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  const cooldownLeft = verification
    ? Math.max(
        0,
        Math.ceil((verification.sentAt + VERIFICATION.resendCooldownSeconds * 1000 - now) / 1000),
      )
    : 0;
  const busy = phase !== 'idle';

  const finishSignIn = async (email: string) => {
    setPhase('signing-in');
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
      await finishSignIn(current.email);
    } catch (caught) {
      const message = verificationErrorMessage(caught);
      setError(message);
      setCode('');
      setPhase('idle');
      toast.error(VERIFICATION_MESSAGES.failedTitle, message);
    } finally {
      inFlight.current = false;
    }
  };

  const resend = async () => {
    const current = useSessionStore.getState().verification;
    if (!current?.token) {
      setError(VERIFICATION_MESSAGES.noToken);
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
      setCode('');
      setError(null);
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

  const email = verification?.email ?? '';
  const offersStartOver = type === 'registration' || type === 'login';

  return (
    <AuthScreen
      title={TITLES[type]}
      subtitle={
        <>
          <MailCheck size={16} aria-hidden className="inline-icon" /> We sent a{' '}
          {VERIFICATION.codeLength}
          -digit code to <strong className="nowrap">{email || 'your email'}</strong>.
        </>
      }
      onBack={() => void navigate(BACK_TARGET[type])}
      backLabel="Back"
    >
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(code);
        }}
      >
        <CodeInput
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(null);
          }}
          onComplete={(value) => void submit(value)}
          disabled={busy}
          invalid={Boolean(error)}
          autoFocus
        />
        <p
          className={secondsLeft > 0 ? 'countdown' : 'countdown countdown--expired'}
          aria-live="off"
        >
          {secondsLeft > 0 ? (
            <>
              Code expires in <time>{formatCountdown(secondsLeft)}</time>
            </>
          ) : (
            VERIFICATION_MESSAGES.expired
          )}
        </p>
        <FormAlert message={error} />
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={!isCompleteCode(code) || busy}
          loading={busy}
        >
          {phase === 'signing-in' ? 'Signing you in…' : 'Verify Email'}
        </Button>
        <div className="verification__resend">
          <span className="muted">Didn&apos;t get the code?</span>
          <Button variant="link" onClick={() => void resend()} loading={resending} disabled={busy}>
            Resend Code
          </Button>
        </div>
        {cooldownLeft > 0 ? (
          <p className="muted small center">You can request a new code in {cooldownLeft} s.</p>
        ) : null}
      </form>
      {offersStartOver ? (
        <>
          <Button
            variant="ghost"
            fullWidth
            onClick={() => setConfirmStartOver(true)}
            disabled={busy}
          >
            Start Over with Different Account
          </Button>
          <ConfirmDialog
            open={confirmStartOver}
            onOpenChange={setConfirmStartOver}
            title="Start Over?"
            message="You will leave this verification and return to sign in, where you can use a different account."
            confirmLabel="Start Over"
            onConfirm={() => {
              setConfirmStartOver(false);
              localLogout();
            }}
          />
        </>
      ) : null}
    </AuthScreen>
  );
}
