import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { StackHeader } from '@/components/layout/stack-header';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useMe } from '@/lib/current-user';
import { changeEmailFormSchema, type ChangeEmailFormValues } from '@/features/auth';
import { sameAddress, useChangeEmail } from '../hooks/use-change-email';
import '@/components/ui/form.css';
import '@/components/ui/card.css';
import '@/components/ui/page.css';

export const SAME_EMAIL_TITLE = 'Same Email';
export const SAME_EMAIL_MESSAGE = 'The new email address is the same as your current email.';

export function ChangeEmailScreen() {
  const { data: user } = useMe();
  const currentEmail = user?.email ?? '';
  const { error, clearError, sameEmailOpen, setSameEmailOpen, pending, submit } =
    useChangeEmail(currentEmail);
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

  const onSubmit = handleSubmit(submit);

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
          <Button type="submit" size="lg" fullWidth disabled={unchanged} loading={pending}>
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
