import { z } from 'zod';
import { FULL_NAME, PASSWORD, PUBLIC_AREA, VERIFICATION, VERIFICATION_TYPES } from './constants.js';

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'value is not a valid email address' }))
  .transform((value) => value.toLowerCase());

export const passwordSchema = z.string().min(PASSWORD.minLength).max(PASSWORD.maxLength);
export const fullNameSchema = z.string().trim().min(FULL_NAME.minLength).max(FULL_NAME.maxLength);
/** A town or district; empty clears it (public views then show no place). */
export const publicAreaSchema = z
  .string()
  .trim()
  .max(PUBLIC_AREA.maxLength)
  .transform((value) => value || null)
  .nullable();
export const verificationCodeSchema = z
  .string()
  .regex(/^\d{6}$/, { message: `Verification code must be ${VERIFICATION.codeLength} digits` });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  public_area: z
    .string()
    .nullable()
    .describe(
      'The town or district shown on the person’s public items and share pages; null shows none.',
    ),
  is_verified: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const verificationTypeSchema = z.enum(VERIFICATION_TYPES);

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  full_name: fullNameSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  user: userSchema,
  verification_token: z.string(),
  expires_in: z.number().int(),
  access_token: z.string().optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** Form fields of POST /auth/login and /auth/request-verification-token. */
export const credentialsFormSchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD.maxLength),
});

export const loginResponseSchema = z.object({
  access_token: z.string().nullable(),
  token_type: z.literal('bearer'),
  user: userSchema,
  requires_verification: z.boolean(),
  verification_token: z.string().nullable(),
  verification_expires_in: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const verificationTokenResponseSchema = z.object({
  verification_token: z.string(),
  expires_in: z.number().int(),
  user: userSchema,
});
export type VerificationTokenResponse = z.infer<typeof verificationTokenResponseSchema>;

export const verifyEmailRequestSchema = z.object({ code: verificationCodeSchema });
export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  user: userSchema,
  verification_type: verificationTypeSchema,
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export const resendCodeResponseSchema = z.object({
  message: z.string(),
  expires_in: z.number().int(),
  retry_after: z.number().int(),
});

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetResponseSchema = z.object({
  message: z.string(),
  reset_token: z.string(),
  expires_in: z.number().int(),
});
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

export const resetPasswordRequestSchema = z.object({
  code: verificationCodeSchema,
  new_password: passwordSchema,
});

export const updatePasswordRequestSchema = z.object({
  current_password: z.string().min(1).max(PASSWORD.maxLength),
  new_password: passwordSchema,
});
export const updateEmailRequestSchema = z.object({
  new_email: emailSchema,
  password: z.string().min(1).max(PASSWORD.maxLength),
});
export const updateEmailResponseSchema = z.object({
  message: z.string(),
  verification_token: z.string(),
  expires_in: z.number().int(),
});
export type UpdateEmailResponse = z.infer<typeof updateEmailResponseSchema>;

export const logoutResponseSchema = z.object({ message: z.string(), success: z.boolean() });
export const deleteAccountResponseSchema = z.object({ message: z.string(), success: z.boolean() });

const dependencyStatus = z.enum(['ok', 'error']);
/** `redis` appears when REDIS_URL is set; every dependency listed must be ok for status ok. */
export const healthResponseSchema = z.object({
  status: dependencyStatus,
  database: dependencyStatus,
  redis: dependencyStatus.optional(),
  storage: dependencyStatus,
  version: z.string(),
});
