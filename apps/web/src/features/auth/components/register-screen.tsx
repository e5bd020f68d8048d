import { SERVER_MESSAGE_DISPLAY, SERVER_MESSAGES } from '@circle/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useRegister } from '../hooks/use-register';
import { registerFormSchema, type RegisterFormValues } from '../schemas/auth-forms.schema';
import { AuthScreen } from './auth-screen';
import { PasswordStrengthMeter } from './password-strength-meter';
import '@/components/ui/form.css';

export function RegisterScreen() {
  const navigate = useNavigate();
  const { error, clearError, takenEmail, dismissTakenEmail, submit } = useRegister();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { full_name: '', email: '', password: '', confirmPassword: '' },
  });
  const password = watch('password');

  const onSubmit = handleSubmit(submit);

  return (
    <AuthScreen
      title="Create your account"
      subtitle="Keep track of what you own and share it with people you trust."
      footer={
        <p>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.full_name?.message}
          {...register('full_name', { onChange: clearError })}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email', { onChange: clearError })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          after={<PasswordStrengthMeter password={password} />}
          {...register('password', { onChange: clearError })}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword', { onChange: clearError })}
        />
        <FormAlert message={error} />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          Enter your circle
        </Button>
      </form>
      <MessageDialog
        open={takenEmail !== null}
        onOpenChange={(open) => (open ? undefined : dismissTakenEmail())}
        title="Email Already Registered"
        message={SERVER_MESSAGE_DISPLAY[SERVER_MESSAGES.emailAlreadyRegistered]}
        actionLabel="Sign In"
        onAction={() => void navigate('/login', { state: { email: takenEmail } })}
        secondaryLabel="Cancel"
      />
    </AuthScreen>
  );
}
