import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { StackHeader } from '@/components/layout/stack-header';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { useMe } from '@/lib/current-user';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { editProfileFormSchema, type EditProfileFormValues } from '@/features/auth';
import { errorMessageOf } from '@/lib/api-errors';
import { useUpdateProfile } from '../api/update-profile';
import '@/components/ui/form.css';
import '@/components/ui/card.css';
import '@/components/ui/page.css';

export function EditProfileScreen() {
  const navigate = useNavigate();
  const { data: user } = useMe();
  const original = user?.full_name ?? '';
  const originalArea = user?.public_area ?? '';
  const updateProfile = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<EditProfileFormValues>({
    resolver: zodResolver(editProfileFormSchema),
    defaultValues: { full_name: original, public_area: originalArea },
  });
  const changed =
    watch('full_name').trim() !== original.trim() ||
    watch('public_area').trim() !== originalArea.trim();

  // Leaving with unsaved changes asks first (spec §5 "Unsaved Changes").
  const leaveGuard = useLeaveGuard(changed);

  const onSubmit = handleSubmit((values) => {
    setError(null);
    updateProfile.mutate(
      { full_name: values.full_name, public_area: values.public_area },
      {
        onSuccess: () => {
          leaveGuard.allowLeaving();
          toast.success('Profile Updated', 'Your profile has been saved.');
          void navigate('/profile');
        },
        onError: (caught) => setError(errorMessageOf(caught)),
      },
    );
  });

  return (
    <>
      <StackHeader title="Edit Profile" backTo="/profile" />
      <div className="page page--narrow">
        <form className="form card" onSubmit={onSubmit} noValidate>
          <TextField
            label="Full name"
            autoComplete="name"
            error={errors.full_name?.message}
            {...register('full_name', { onChange: () => setError(null) })}
          />
          <TextField
            label="Area shown to others (optional)"
            placeholder="e.g. Kensington or Leeds"
            autoComplete="address-level2"
            hint="Your town or district, shown on items you make public and on your share pages. Never your street: leave it empty to show no place."
            error={errors.public_area?.message}
            {...register('public_area', { onChange: () => setError(null) })}
          />
          <TextField
            label="Email"
            value={user?.email ?? ''}
            readOnly
            disabled
            hint="Change it under Change Email."
          />
          <FormAlert message={error} />
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={!changed}
            loading={updateProfile.isPending}
          >
            Save
          </Button>
        </form>
      </div>
      {leaveGuard.dialog}
    </>
  );
}
