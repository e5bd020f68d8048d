import { PASSWORD } from '@circle/contract';

export type PasswordStrength = 'Too short' | 'Weak' | 'Good' | 'Strong';

/**
 * Spec §5: empty → none; under 8 → "Too short"; 8+ with lower, upper and digit → "Strong";
 * 8+ with letters and a digit → "Good"; otherwise "Weak".
 */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!password) return null;
  if (password.length < PASSWORD.minLength) return 'Too short';
  const hasDigit = /\d/.test(password);
  const hasLower = /\p{Ll}/u.test(password);
  const hasUpper = /\p{Lu}/u.test(password);
  const hasLetter = /\p{L}/u.test(password);
  if (hasLower && hasUpper && hasDigit) return 'Strong';
  if (hasLetter && hasDigit) return 'Good';
  return 'Weak';
}

export interface PasswordRequirement {
  label: string;
  met: boolean;
}

/** The requirement list shown beside a new password (ForgotPassword step two and friends). */
export function passwordRequirements(password: string): PasswordRequirement[] {
  return [
    {
      label: `At least ${PASSWORD.minLength} characters`,
      met: password.length >= PASSWORD.minLength,
    },
    { label: 'At least one letter', met: /\p{L}/u.test(password) },
    { label: 'At least one number', met: /\d/.test(password) },
    {
      label: 'Upper and lower case letters for a strong password',
      met: /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password),
    },
  ];
}
