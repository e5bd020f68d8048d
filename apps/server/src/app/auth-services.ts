import {
  ACCOUNT_LOGIN_POLICY,
  ADDRESS_LOGIN_POLICY,
  BackoffThrottle,
  WindowLimiter,
} from '../adapters/throttle/throttle.js';
import { AccessTokens } from '../modules/auth/access-tokens.js';
import { AuthRepository } from '../modules/auth/auth.repository.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { createArgon2Hasher } from '../modules/auth/password-hasher.js';
import { SessionCache } from '../modules/auth/session-cache.js';
import { SessionChanges } from '../modules/auth/session-changes.js';
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
 * set, and old verification limits are pruned hourly.
 */
export function buildAuth(
  infra: Infrastructure,
  removeStoredFiles: (userId: string) => Promise<void>,
) {
  const { config, overrides, database, clock, mailer, log, throttleStore } = infra;
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
  const pruneVerificationLimits = setInterval(() => {
    verificationGuard.prune().catch((error: unknown) => {
      log.warn({ err: error }, 'old verification limits could not be pruned');
    });
  }, 3_600_000);
  pruneVerificationLimits.unref();
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
    accountLoginThrottle: new BackoffThrottle(throttleStore, ACCOUNT_LOGIN_POLICY, 'login-account'),
    addressLoginThrottle: new BackoffThrottle(throttleStore, ADDRESS_LOGIN_POLICY, 'login-address'),
  });
  return {
    authService,
    profileService: new ProfileService({ users, sessions: authService, clock }),
    mailLimiter: new WindowLimiter(throttleStore, config.authRateLimitPerHour, 3_600_000, 'mail'),
    verificationGuard,
    async close() {
      clearInterval(pruneVerificationLimits);
      await authService.mailsSent();
      await invalidationBus.close();
    },
  };
}
