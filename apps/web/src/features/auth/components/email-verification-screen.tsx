import { VERIFICATION, type VerificationType } from '@circle/contract';
import { MailCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CodeInput, isCompleteCode } from '@/components/ui/code-input';
import { FormAlert } from '@/components/ui/form-alert';
import { useSessionStore } from '@/lib/session-store';
import { useResendCode } from '../hooks/use-resend-code';
import { useVerificationTimers } from '../hooks/use-verification-timers';
import { useVerifyCode } from '../hooks/use-verify-code';
import { AuthScreen } from './auth-screen';
import { StartOverButton } from './start-over-button';
import { VerificationCountdown } from './verification-countdown';
import '@/components/ui/form.css';
import './email-verification-screen.css';

export { VERIFICATION_MESSAGES } from '../lib/verification-messages';

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

export function EmailVerificationScreen() {
  const navigate = useNavigate();
  const verification = useSessionStore((state) => state.verification);
  const { secondsLeft, cooldownLeft } = useVerificationTimers(verification);
  const entry = useVerifyCode();
  const { resending, resend } = useResendCode({
    cooldownLeft,
    onSent: entry.reset,
    onError: entry.setError,
  });
  const { code, error, busy } = entry;
  const type: VerificationType = verification?.type ?? 'registration';
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
          void entry.submit(code);
        }}
      >
        <CodeInput
          value={code}
          onChange={entry.changeCode}
          onComplete={(value) => void entry.submit(value)}
          disabled={busy}
          invalid={Boolean(error)}
          autoFocus
        />
        <VerificationCountdown secondsLeft={secondsLeft} />
        <FormAlert message={error} />
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={!isCompleteCode(code) || busy}
          loading={busy}
        >
          {entry.phase === 'signing-in' ? 'Signing you in…' : 'Verify Email'}
        </Button>
        <div className="verification__resend">
          <span className="muted">Didn&apos;t get the code?</span>
          {/* During the cooldown it looks and reads inactive; a tap still says how long to wait. */}
          <Button
            variant="link"
            onClick={() => void resend()}
            loading={resending}
            disabled={busy}
            aria-disabled={cooldownLeft > 0 || undefined}
            aria-describedby={cooldownLeft > 0 ? 'resend-cooldown' : undefined}
          >
            Resend Code
          </Button>
        </div>
        {cooldownLeft > 0 ? (
          <p id="resend-cooldown" className="muted small center">
            You can request a new code in {cooldownLeft} s.
          </p>
        ) : null}
      </form>
      {offersStartOver ? <StartOverButton disabled={busy} /> : null}
    </AuthScreen>
  );
}
