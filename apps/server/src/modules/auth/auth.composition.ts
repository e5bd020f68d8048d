import type { Job } from '../../adapters/jobs/job-runtime.js';
import { WindowLimiter } from '../../adapters/throttle/throttle.js';
import { AccessTokens } from './access-tokens.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';
import { createArgon2Hasher, type PasswordHasher } from './password-hasher.js';
import { SessionCache } from './session-cache.js';
import { SessionChanges } from './session-changes.js';
import { SignInLimits } from './sign-in-limits.js';
import { createRedisInvalidationBus, localInvalidationBus } from './session-invalidation.js';
import { VerificationGuard } from './verification-guard.js';
import { VerificationGuardRepository } from './verification-guard.repository.js';
import type { Platform } from '../../lib/platform.js';
import type { AccountMail } from '../notifications/index.js';

/**
 * Accounts and sessions: the session cache is shared across processes through Redis when it is
 * set; old verification limits and registrations never verified in time are pruned hourly (a
 * job).
 */
export function composeAuth(
  platform: Platform,
  deps: {
    hasher?: PasswordHasher;
    accountMail: AccountMail;
    removeStoredFiles: (userId: string) => Promise<void>;
    /** Runs before an account is deleted (its open loans are closed). */
    beforeDeleteUser?: (user: { id: string; fullName: string | null }) => Promise<void>;
  },
) {
  const { config, database, clock, log, throttleStore } = platform;
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
    hasher: deps.hasher ?? createArgon2Hasher(),
    tokens: new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    accountMail: deps.accountMail,
    clock,
    log,
    codeSecret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    sessionCache,
    sharedDatabase: database.kind === 'postgres',
    sessionChanges,
    invalidationBus,
    verificationGuard,
    removeStoredFiles: deps.removeStoredFiles,
    beforeDeleteUser: deps.beforeDeleteUser,
    signInLimits: new SignInLimits(throttleStore),
  });
  const jobs: Job[] = [
    {
      name: 'session-pruning',
      everySeconds: 3600,
      // Both are tried; a failure of either fails the run, which is tried again.
      run: async () => {
        const results = await Promise.allSettled([
          verificationGuard.prune(),
          authService.purgeExpiredRegistrations(),
        ]);
        const failed = results.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
      },
    },
  ];
  return {
    authService,
    users,
    mailLimiter: new WindowLimiter(throttleStore, config.authRateLimitPerHour, 3_600_000, 'mail'),
    verificationGuard,
    jobs,
    async close() {
      await authService.mailsSent();
      await invalidationBus.close();
    },
  };
}
