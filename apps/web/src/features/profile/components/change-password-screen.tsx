import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { StackHeader } from '@/components/layout/stack-header';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import {
  PasswordStrengthMeter,
  changePasswordFormSchema,
  type ChangePasswordFormValues,
} from '@/features/auth';
import { errorMessageOf } from '@/lib/api-errors';
import { useUpdatePassword } from '../api/update-password';
import '@/components/ui/form.css';
import '@/components/ui/card.css';
import '@/components/ui/page.css';

export function ChangePasswordScreen() {
  const navigate = useNavigate();
  const updatePassword = useUpdatePassword();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const newPassword = watch('new_password');
  const clearError = () => setError(null);

  const onSubmit = handleSubmit((values) => {
    setError(null);
    updatePassword.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: (response) => {
          toast.success('Password Updated', response.message);
          void navigate('/profile');
        },
        onError: (caught) => setError(errorMessageOf(caught)),
      },
    );
  });

  return (
    <>
      <StackHeader title="Change Password" backTo="/profile" />
      <div className="page page--narrow">
        <form className="form card" onSubmit={onSubmit} noValidate>
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password', { onChange: clearError })}
          />
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
          <Button type="submit" size="lg" fullWidth loading={updatePassword.isPending}>
            Update Password
          </Button>
        </form>
      </div>
    </>
  );
}
