import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { StackHeader } from '@/components/layout/stack-header';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useMe } from '@/lib/current-user';
import { changeEmailFormSchema, type ChangeEmailFormValues } from '@/features/auth';
import { useSessionStore } from '@/lib/session-store';
import { errorMessageOf } from '@/lib/api-errors';
import { useUpdateEmail } from '../api/update-email';
import '@/components/ui/form.css';
import '@/components/ui/card.css';
import '@/components/ui/page.css';

export const SAME_EMAIL_TITLE = 'Same Email';
export const SAME_EMAIL_MESSAGE = 'The new email address is the same as your current email.';

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function ChangeEmailScreen() {
  const navigate = useNavigate();
  const { data: user } = useMe();
  const currentEmail = user?.email ?? '';
  const updateEmail = useUpdateEmail();
  const [error, setError] = useState<string | null>(null);
  const [sameEmailOpen, setSameEmailOpen] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ChangeEmailFormValues>({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { new_email: '', password: '' },
  });
  const newEmail = watch('new_email');
  const unchanged = !newEmail.trim() || sameAddress(newEmail, currentEmail);
  const clearError = () => setError(null);

  const onSubmit = handleSubmit((values) => {
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
  });

  return (
    <>
      <StackHeader title="Change Email" backTo="/profile" />
      <div className="page page--narrow">
        <form className="form card" onSubmit={onSubmit} noValidate>
          <p className="muted">
            Current email: <strong className="text">{currentEmail}</strong>
          </p>
          <TextField
            label="New email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.new_email?.message}
            {...register('new_email', { onChange: clearError })}
          />
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            hint="We ask for your password to keep your account safe."
            error={errors.password?.message}
            {...register('password', { onChange: clearError })}
          />
          <FormAlert message={error} />
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={unchanged}
            loading={updateEmail.isPending}
          >
            Update Email
          </Button>
          <p className="muted small">
            We&apos;ll send a 6-digit code to the new address. Your email changes once you enter it.
          </p>
        </form>
      </div>
      <MessageDialog
        open={sameEmailOpen}
        onOpenChange={setSameEmailOpen}
        title={SAME_EMAIL_TITLE}
        message={SAME_EMAIL_MESSAGE}
      />
    </>
  );
}
