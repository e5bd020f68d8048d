import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LazyFeedbackDialog } from '@/features/feedback';
import { TextField } from '@/components/ui/text-field';
import { errorMessageOf } from '@/lib/api-errors';
import { useSignIn } from '../hooks/use-sign-in';
import { validateLoginForm, type LoginFormValues } from '../schemas/login-form';
import { AuthScreen } from './auth-screen';
import '@/components/ui/form.css';
import './auth.css';

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
  const [values, setValues] = useState<LoginFormValues>(() => ({
    email: prefilledEmail(location.state),
    password: '',
  }));
  // Like the other forms: checked on submit, then again on every change.
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const errors = submitted ? validateLoginForm(values) : {};

  // Spec §2: typing clears the error.
  const change = (field: keyof LoginFormValues) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = validateLoginForm(values);
    if (invalid.email || invalid.password) {
      const firstInvalid = invalid.email ? 'email' : 'password';
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setError(null);
    setIsSubmitting(true);
    try {
      const outcome = await signIn({ email: values.email.trim(), password: values.password });
      // Signed in: the auth guard moves on to the saved redirect, else home.
      if (outcome === 'verification') await navigate('/verify-email');
    } catch (caught) {
      setError(errorMessageOf(caught));
    } finally {
      setIsSubmitting(false);
    }
  };

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
          <LazyFeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
        </>
      }
    >
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          name="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          name="password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
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
