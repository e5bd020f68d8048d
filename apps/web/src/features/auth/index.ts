/**
 * auth: sign-in, registration, password reset and email verification (server module `auth`).
 * Screens, loaded lazily by `app/router.tsx`: `components/{login,register,forgot-password,
 * reset-password,email-verification}-screen.tsx`. What the profile screens reuse:
 */
export { PasswordStrengthMeter } from './components/password-strength-meter';
export { useLocalLogout, useLogout } from './hooks/use-session-actions';
export {
  changeEmailFormSchema,
  changePasswordFormSchema,
  editProfileFormSchema,
  type ChangeEmailFormValues,
  type ChangePasswordFormValues,
  type EditProfileFormValues,
} from './schemas/auth-forms.schema';
