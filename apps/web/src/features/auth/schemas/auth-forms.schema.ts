import { FULL_NAME, PASSWORD, PUBLIC_AREA, VERIFICATION } from '@circle/contract';
import { z } from 'zod';

/** Client form schemas with the exact messages of spec §5. */

const EMAIL_PATTERN = z.regexes.email;

function emailField(invalidMessage: string, requiredMessage: string) {
  return z
    .string()
    .trim()
    .min(1, { error: requiredMessage })
    .regex(EMAIL_PATTERN, { error: invalidMessage });
}

function passwordField(requiredMessage: string, tooShortMessage: string) {
  return z
    .string()
    .min(1, { error: requiredMessage })
    .min(PASSWORD.minLength, { error: tooShortMessage });
}

const fullNameField = z
  .string()
  .trim()
  .min(1, { error: 'Full name is required' })
  .min(FULL_NAME.minLength, { error: 'Name must be at least 2 characters' });

export const verificationCodeField = z
  .string()
  .trim()
  .min(1, { error: 'Verification code is required' })
  .regex(new RegExp(`^\\d{${VERIFICATION.codeLength}}$`), {
    error: `Verification code must be ${VERIFICATION.codeLength} digits`,
  });

export const registerFormSchema = z
  .object({
    full_name: fullNameField,
    email: emailField('Please enter a valid email', 'Email is required'),
    password: passwordField('Password is required', 'Password must be at least 8 characters'),
    confirmPassword: z.string().min(1, { error: 'Please confirm your password' }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: 'Passwords must match',
    path: ['confirmPassword'],
  });
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const forgotEmailFormSchema = z.object({
  email: emailField('Please enter a valid email address', 'Email is required'),
});
export type ForgotEmailFormValues = z.infer<typeof forgotEmailFormSchema>;

const newPasswordFields = {
  new_password: passwordField(
    'New password is required',
    'New password must be at least 8 characters',
  ),
  confirm_password: z.string().min(1, { error: 'Please confirm your password' }),
};

function passwordsMatch(values: { new_password: string; confirm_password: string }) {
  return values.new_password === values.confirm_password;
}
const mismatch = { error: 'Passwords must match', path: ['confirm_password'] };

export const forgotResetFormSchema = z
  .object({ code: verificationCodeField, ...newPasswordFields })
  .refine(passwordsMatch, mismatch);
export type ForgotResetFormValues = z.infer<typeof forgotResetFormSchema>;

export const resetPasswordFormSchema = z.object(newPasswordFields).refine(passwordsMatch, mismatch);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const editProfileFormSchema = z.object({
  full_name: fullNameField,
  public_area: z
    .string()
    .trim()
    .max(PUBLIC_AREA.maxLength, {
      error: `Area must be at most ${PUBLIC_AREA.maxLength} characters`,
    }),
});
export type EditProfileFormValues = z.infer<typeof editProfileFormSchema>;

export const changePasswordFormSchema = z
  .object({
    current_password: z.string().min(1, { error: 'Current password is required' }),
    new_password: passwordField(
      'New password is required',
      'New password must be at least 8 characters',
    ),
    confirm_password: z.string().min(1, { error: 'Please confirm your new password' }),
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

export const changeEmailFormSchema = z.object({
  new_email: emailField('Please enter a valid email address', 'New email is required'),
  password: z.string().min(1, { error: 'Current password is required for security' }),
});
export type ChangeEmailFormValues = z.infer<typeof changeEmailFormSchema>;
