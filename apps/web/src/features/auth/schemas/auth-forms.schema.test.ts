import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changeEmailFormSchema,
  changePasswordFormSchema,
  editProfileFormSchema,
  forgotEmailFormSchema,
  forgotResetFormSchema,
  registerFormSchema,
} from './auth-forms.schema';

/** The first message per field, as react-hook-form shows them. */
function firstErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('form schemas (spec §5 messages)', () => {
  it('register', () => {
    expect(
      firstErrors(registerFormSchema, {
        full_name: '',
        email: '',
        password: '',
        confirmPassword: '',
      }),
    ).toEqual({
      full_name: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      firstErrors(registerFormSchema, {
        full_name: 'A',
        email: 'ada@example.com',
        password: 'longenough',
        confirmPassword: 'different',
      }),
    ).toEqual({
      full_name: 'Name must be at least 2 characters',
      confirmPassword: 'Passwords must match',
    });
    expect(
      firstErrors(registerFormSchema, {
        full_name: 'Ada',
        email: 'ada@example.com',
        password: 'longenough',
        confirmPassword: 'different',
      }),
    ).toEqual({ confirmPassword: 'Passwords must match' });
  });

  it('forgot password', () => {
    expect(firstErrors(forgotEmailFormSchema, { email: 'x@' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(
      firstErrors(forgotResetFormSchema, { code: '12a', new_password: '', confirm_password: '' }),
    ).toEqual({
      code: 'Verification code must be 6 digits',
      new_password: 'New password is required',
      confirm_password: 'Please confirm your password',
    });
    expect(
      firstErrors(forgotResetFormSchema, {
        code: '',
        new_password: 'short',
        confirm_password: 'x',
      }),
    ).toEqual({
      code: 'Verification code is required',
      new_password: 'New password must be at least 8 characters',
      confirm_password: 'Passwords must match',
    });
  });

  it('edit profile, change password, change e-mail', () => {
    expect(firstErrors(editProfileFormSchema, { full_name: ' ', public_area: '' })).toEqual({
      full_name: 'Full name is required',
    });
    expect(
      firstErrors(changePasswordFormSchema, {
        current_password: '',
        new_password: 'short',
        confirm_password: '',
      }),
    ).toEqual({
      current_password: 'Current password is required',
      new_password: 'New password must be at least 8 characters',
      confirm_password: 'Please confirm your new password',
    });
    expect(
      firstErrors(changePasswordFormSchema, {
        current_password: 'old',
        new_password: 'longenough',
        confirm_password: 'different',
      }),
    ).toEqual({ confirm_password: 'Passwords must match' });
    expect(firstErrors(changeEmailFormSchema, { new_email: '', password: '' })).toEqual({
      new_email: 'New email is required',
      password: 'Current password is required for security',
    });
    expect(firstErrors(changeEmailFormSchema, { new_email: 'bad', password: 'x' })).toEqual({
      new_email: 'Please enter a valid email address',
    });
  });
});
