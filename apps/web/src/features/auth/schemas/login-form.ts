import { PASSWORD } from '@circle/contract';

/**
 * The sign-in form's rules without a schema library: the sign-in screen is the first thing a
 * phone loads, so it stays small. Same messages as the other auth forms (spec §5).
 */

/** The address pattern zod uses for `z.email()`, shared by every auth form. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface LoginFormValues {
  email: string;
  password: string;
}

/** The first message per field, or none. */
export function validateLoginForm(values: LoginFormValues): Partial<LoginFormValues> {
  const errors: Partial<LoginFormValues> = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email';
  if (!values.password) errors.password = 'Password is required';
  else if (values.password.length < PASSWORD.minLength) {
    errors.password = 'Password must be at least 8 characters';
  }
  return errors;
}
