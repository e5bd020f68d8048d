import { WindowLimiter } from '../adapters/throttle/throttle.js';
import { AccessTokens } from '../modules/auth/access-tokens.js';
import { AuthRepository } from '../modules/auth/auth.repository.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { createArgon2Hasher } from '../modules/auth/password-hasher.js';
import { SessionCache } from '../modules/auth/session-cache.js';
import { SessionChanges } from '../modules/auth/session-changes.js';
import { SignInLimits } from '../modules/auth/sign-in-limits.js';
import {
  createRedisInvalidationBus,
  localInvalidationBus,
} from '../modules/auth/session-invalidation.js';
import { VerificationGuard } from '../modules/auth/verification-guard.js';
import { VerificationGuardRepository } from '../modules/auth/verification-guard.repository.js';
import { ProfileService } from '../modules/profile/profile.service.js';
import type { Infrastructure } from './services.js';

/**
 * Accounts, sessions and the profile: the session cache is shared across processes through Redis when it is
 * set; old verification limits and registrations never verified in time are pruned hourly.
 */
export function buildAuth(
  infra: Infrastructure,
  removeStoredFiles: (userId: string) => Promise<void>,
  beforeDeleteUser?: (user: { id: string; fullName: string | null }) => Promise<void>,
) {
  const { config, overrides, database, clock, mailer, log, throttleStore, events } = infra;
  const sessionCache = new SessionCache();
  const sessionChanges = new SessionChanges();
  const invalidationBus = config.redisUrl
    ? createRedisInvalidationBus(
        config.redisUrl,
        (userId) => {
          sessionCache.forgetUser(userId);
          sessionChanges.emit(userId);
        },
        log,
        config.redisTimeouts,
      )
    : localInvalidationBus;
  const verificationGuard = new VerificationGuard({
    repository: new VerificationGuardRepository({ db: database.db }),
    clock,
  });
  const users = new AuthRepository({ db: database.db });
  const authService = new AuthService({
    repository: users,
    hasher: overrides.hasher ?? createArgon2Hasher(),
    tokens: new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    mailer,
    clock,
    log,
    codeSecret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    sessionCache,
    sessionChanges,
    invalidationBus,
    verificationGuard,
    removeStoredFiles,
    beforeDeleteUser,
    signInLimits: new SignInLimits(throttleStore),
  });
  const pruneVerificationLimits = setInterval(() => {
    verificationGuard.prune().catch((error: unknown) => {
      log.warn({ err: error }, 'old verification limits could not be pruned');
    });
    authService.purgeExpiredRegistrations().catch((error: unknown) => {
      log.warn({ err: error }, 'expired registrations could not be purged');
    });
  }, 3_600_000);
  pruneVerificationLimits.unref();
  return {
    authService,
    profileService: new ProfileService({ users, sessions: authService, clock, events }),
    mailLimiter: new WindowLimiter(throttleStore, config.authRateLimitPerHour, 3_600_000, 'mail'),
    verificationGuard,
    async close() {
      clearInterval(pruneVerificationLimits);
      await authService.mailsSent();
      await invalidationBus.close();
    },
  };
}
