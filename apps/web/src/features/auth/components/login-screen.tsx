import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';
import { errorMessageOf } from '@/lib/api-errors';
import { useSignIn } from '../hooks/use-sign-in';
import { loginFormSchema, type LoginFormValues } from '../schemas/auth-forms.schema';
import { AuthScreen } from './auth-screen';

function prefilledEmail(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'email' in state) {
    const { email } = state as { email: unknown };
    if (typeof email === 'string') return email;
  }
  return '';
}

export function LoginScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(null);
  // Spec §6: anonymous visitors can send feedback too.
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: prefilledEmail(location.state), password: '' },
  });

  // Spec §2: typing clears the error.
  const clearError = () => setError(null);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const outcome = await signIn({ email: values.email, password: values.password });
      // Signed in: the auth guard moves on to the saved redirect, else home.
      if (outcome === 'verification') await navigate('/verify-email');
    } catch (caught) {
      setError(errorMessageOf(caught));
    }
  });

  return (
    <AuthScreen
      title="Welcome back"
      subtitle="Sign in to your circle."
      footer={
        <>
          <p>
            Don&apos;t have an account? <Link to="/register">Sign up</Link>
          </p>
          <p className="auth-page__feedback">
            <button type="button" className="link-subtle" onClick={() => setFeedbackOpen(true)}>
              Send feedback
            </button>
          </p>
          <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
        </>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate>
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', { onChange: clearError })}
        />
        <div className="form__row form__row--end">
          <Link to="/forgot-password" className="link-subtle">
            Forgot password?
          </Link>
        </div>
        <FormAlert message={error} />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          Continue
        </Button>
      </form>
    </AuthScreen>
  );
}
