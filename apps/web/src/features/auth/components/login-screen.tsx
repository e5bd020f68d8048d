import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { LazyFeedbackDialog } from '@/features/feedback';
import { TextField } from '@/components/ui/text-field';
import { useLoginForm } from '../hooks/use-login-form';
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
  const { values, errors, error, isSubmitting, change, onSubmit } = useLoginForm(
    prefilledEmail(location.state),
  );
  // Spec §6: anonymous visitors can send feedback too.
  const [feedbackOpen, setFeedbackOpen] = useState(false);

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
