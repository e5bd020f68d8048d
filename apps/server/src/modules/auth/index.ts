/** What the rest of the server may use of the auth module. */
export { composeAuth } from './auth.composition.js';
export type { AuthRepository } from './auth.repository.js';
export { authRoutes } from './auth.routes.js';
export { type AuthService, toUserDto } from './auth.service.js';
export { clientKey } from './client-key.js';
export { createArgon2Hasher, type PasswordHasher } from './password-hasher.js';
export type { VerificationGuard } from './verification-guard.js';
export { addressSubject, type GuardKey } from './verification-limits.js';
export {
  hashCode,
  hashToken,
  newOpaqueToken,
  newVerificationCode,
  sameHash,
} from './verification-secrets.js';
