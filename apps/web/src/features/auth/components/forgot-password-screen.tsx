import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CodeInput, isCompleteCode } from '@/components/ui/code-input';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessageOf } from '@/lib/api-errors';
import { requestPasswordReset } from '../api/request-password-reset';
import { resetPassword } from '../api/reset-password';
import { useSessionStore } from '@/lib/session-store';
import {
  forgotEmailFormSchema,
  forgotResetFormSchema,
  type ForgotEmailFormValues,
  type ForgotResetFormValues,
} from '../schemas/auth-forms.schema';
import { AuthScreen } from './auth-screen';
import { PasswordRequirementsList, PasswordStrengthMeter } from './password-strength-meter';
import '@/components/ui/form.css';
import '@/components/ui/field.css';

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotEmailFormValues>({
    resolver: zodResolver(forgotEmailFormSchema),
    defaultValues: { email: useSessionStore.getState().verification?.email ?? '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const response = await requestPasswordReset(email);
      // The reset token is kept like a verification token (spec §9 stored keys).
      useSessionStore.getState().startVerification({
        token: response.reset_token,
        type: 'password_reset',
        email,
        expiresInSeconds: response.expires_in,
      });
      toast.success('Code Sent', response.message);
      onSent(email);
    } catch (caught) {
      setError(errorMessageOf(caught));
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email', { onChange: () => setError(null) })}
      />
      <FormAlert message={error} />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        Send Reset Code
      </Button>
    </form>
  );
}

/** The six-digit reset code, with its error. */
function ResetCodeField({
  control,
  invalid,
  error,
  onType,
}: {
  control: Control<ForgotResetFormValues>;
  invalid: boolean;
  error: string | undefined;
  onType: () => void;
}) {
  return (
    <div className="field">
      <span className="field__label" id="reset-code-label">
        Reset code
      </span>
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <CodeInput
            label="Reset code"
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onType();
            }}
            invalid={invalid}
            autoFocus
          />
        )}
      />
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ResetStep({ onDone }: { onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ForgotResetFormValues>({
    resolver: zodResolver(forgotResetFormSchema),
    defaultValues: { code: '', new_password: '', confirm_password: '' },
  });
  const code = watch('code');
  const newPassword = watch('new_password');

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const resetToken = useSessionStore.getState().verification?.token;
    if (!resetToken) {
      setError('No reset token found. Please request a new password reset.');
      return;
    }
    try {
      const response = await resetPassword(resetToken, {
        code: values.code,
        new_password: values.new_password,
      });
      useSessionStore.getState().clearVerification();
      toast.success('Password Updated', response.message);
      onDone();
    } catch (caught) {
      setError(errorMessageOf(caught));
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <ResetCodeField
        control={control}
        invalid={Boolean(errors.code)}
        error={errors.code?.message}
        onType={() => setError(null)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.new_password?.message}
        after={<PasswordStrengthMeter password={newPassword} />}
        {...register('new_password', { onChange: () => setError(null) })}
      />
      <PasswordRequirementsList password={newPassword} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password', { onChange: () => setError(null) })}
      />
      <FormAlert message={error} />
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={isSubmitting}
        disabled={!isCompleteCode(code)}
      >
        Update Password
      </Button>
    </form>
  );
}

/** Spec §2 ForgotPassword: step one e-mail, step two code and new password. */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [email, setEmail] = useState('');

  if (step === 'reset') {
    return (
      <AuthScreen
        title="Reset your password"
        subtitle={
          <>
            Enter the code we sent to <strong className="nowrap">{email}</strong> and choose a new
            password.
          </>
        }
        onBack={() => setStep('email')}
      >
        <ResetStep onDone={() => void navigate('/login', { replace: true, state: { email } })} />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title="Forgot your password?"
      subtitle="Enter your email and we'll send you a code to reset it."
      onBack={() => void navigate('/login')}
      backLabel="Back to sign in"
      footer={
        <p>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      <EmailStep
        onSent={(sentTo) => {
          setEmail(sentTo);
          setStep('reset');
        }}
      />
    </AuthScreen>
  );
}
