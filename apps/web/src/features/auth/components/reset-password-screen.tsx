import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { CodeInput, isCompleteCode } from '@/components/ui/code-input';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useResetPassword } from '../hooks/use-reset-password';
import {
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from '../schemas/auth-forms.schema';
import { AuthScreen } from './auth-screen';
import { PasswordStrengthMeter } from './password-strength-meter';
import '@/components/ui/form.css';
import '@/components/ui/field.css';

export const NO_RESET_TOKEN_MESSAGE = 'No reset token found. Please request a new password reset.';

function stringFrom(state: unknown, key: string): string | null {
  if (typeof state === 'object' && state !== null && key in state) {
    const value = (state as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/** Spec §2 ResetPassword (optional params code and email); needs a stored reset token. */
export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const codeParam = stringFrom(location.state, 'code') ?? searchParams.get('code');
  const emailParam = stringFrom(location.state, 'email') ?? searchParams.get('email');
  const { error, clearError, noTokenOpen, setNoTokenOpen, submit } = useResetPassword(emailParam);
  const [code, setCode] = useState(codeParam && isCompleteCode(codeParam) ? codeParam : '');
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const newPassword = watch('new_password');
  const needsCodeField = !(codeParam && isCompleteCode(codeParam));

  const onSubmit = handleSubmit((values) => submit(code, values));

  return (
    <AuthScreen
      title="Choose a new password"
      subtitle={
        emailParam ? (
          <>
            For <strong className="nowrap">{emailParam}</strong>
          </>
        ) : (
          'Pick a password you have not used here before.'
        )
      }
      onBack={() => void navigate('/forgot-password')}
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        {needsCodeField ? (
          <div className="field">
            <span className="field__label">Reset code</span>
            <CodeInput label="Reset code" value={code} onChange={setCode} />
          </div>
        ) : null}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.new_password?.message}
          after={<PasswordStrengthMeter password={newPassword} />}
          {...register('new_password', { onChange: clearError })}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password', { onChange: clearError })}
        />
        <FormAlert message={error} />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          Reset Password
        </Button>
      </form>
      <MessageDialog
        open={noTokenOpen}
        onOpenChange={setNoTokenOpen}
        title="Reset Password"
        message={NO_RESET_TOKEN_MESSAGE}
        onAction={() => void navigate('/forgot-password', { replace: true })}
      />
    </AuthScreen>
  );
}
