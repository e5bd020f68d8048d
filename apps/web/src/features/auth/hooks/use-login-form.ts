import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '@/lib/api-errors';
import { validateLoginForm, type LoginFormValues } from '../schemas/login-form';
import { useSignIn } from './use-sign-in';

/**
 * The login form: its values, checked on submit and then on every change, the sign-in, and the
 * error that typing clears (spec §2).
 */
export function useLoginForm(initialEmail: string) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(null);
  const [values, setValues] = useState<LoginFormValues>(() => ({
    email: initialEmail,
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

  return { values, errors, error, isSubmitting, change, onSubmit };
}
