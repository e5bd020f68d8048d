import { randomUUID } from 'node:crypto';
import { ERROR_CODES, SERVER_MESSAGES, VERIFICATION, type User } from '@circle/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../lib/app-error.js';
import type { UserRow } from '../../db/schema.js';
import type { AccountMail } from '../notifications/index.js';
import type { AccessTokens } from './access-tokens.js';
import type { AuthRepository } from './auth.repository.js';
import { clientKey } from './client-key.js';
import { assertUncommonPassword } from './common-passwords.js';
import type { PasswordHasher } from './password-hasher.js';
import type { SessionCache } from './session-cache.js';
import type { SessionChanges } from './session-changes.js';
import type { SessionInvalidationBus } from './session-invalidation.js';
import type { SignInLimits } from './sign-in-limits.js';
import { VerificationCodes, invalidToken } from './verification-codes.js';
import type { VerificationGuard } from './verification-guard.js';
import { addressSubject } from './verification-limits.js';
import type { AuthenticatedUser } from '../../plugins/authenticate.js';

export interface AuthServiceDeps {
  repository: AuthRepository;
  hasher: PasswordHasher;
  tokens: AccessTokens;
  /** The notifications module's port for codes and notices about the account. */
  accountMail: AccountMail;
  clock: Clock;
  log: FastifyBaseLogger;
  codeSecret: string;
  accessTokenTtlSeconds: number;
  /** Back-off for wrong passwords per client and account (see `SignInLimits`). */
  signInLimits: SignInLimits;
  sessionCache: SessionCache;
  /** Other server processes may use the same database (PostgreSQL): no read trusts the cache. */
  sharedDatabase?: boolean;
  /** Per-account limits on verification codes, shared by every process. */
  verificationGuard: VerificationGuard;
  /** Removes what an account keeps outside the database (stored files). */
  /** Deletes every stored file of a user whose rows are gone. */
  removeStoredFiles?: (userId: string) => Promise<void>;
  /** Work that must happen while the account still exists (its open loans are closed). */
  beforeDeleteUser?: (user: { id: string; fullName: string | null }) => Promise<void>;
  /** Tells other server processes to forget a user's cached sessions. */
  invalidationBus: SessionInvalidationBus;
  /** Hears of every forgotten user, here or in another process (live streams close). */
  sessionChanges?: SessionChanges;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    public_area: row.publicArea,
    is_verified: row.isVerified,
    created_at: row.createdAt.toISOString(),
  };
}

const invalidCode = () => badRequest(SERVER_MESSAGES.invalidVerificationCode);

/**
 * How long a registration waits for its address to be proved. After that it is deleted and the
 * address can be registered again, so nobody can hold an address they cannot receive mail at.
 */
export const UNVERIFIED_REGISTRATION_MS = 24 * 60 * 60_000;

export class AuthService {
  private readonly codes: VerificationCodes;
  private readonly mailsInFlight = new Set<Promise<void>>();

  constructor(private readonly deps: AuthServiceDeps) {
    this.codes = new VerificationCodes({
      repository: deps.repository,
      guard: deps.verificationGuard,
      clock: deps.clock,
      codeSecret: deps.codeSecret,
      accountMail: deps.accountMail,
      later: (send) => {
        const sending = send().finally(() => this.mailsInFlight.delete(sending));
        this.mailsInFlight.add(sending);
      },
    });
  }

  /** Resolves once every mail sent after its answer has gone out (shutdown, tests). */
  async mailsSent(): Promise<void> {
    while (this.mailsInFlight.size > 0) await Promise.all([...this.mailsInFlight]);
  }

  private now() {
    return this.deps.clock.now();
  }

  private secondsLeft(expiresAt: Date): number {
    return Math.max(0, Math.round((expiresAt.getTime() - this.now().getTime()) / 1000));
  }

  private async createSession(user: UserRow, client: ClientInfo): Promise<string> {
    const now = this.now();
    const sessionId = randomUUID();
    await this.deps.repository.insertSession({
      id: sessionId,
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.deps.accessTokenTtlSeconds * 1000),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ipAddress: client.ip,
    });
    return this.deps.tokens.sign({ userId: user.id, sessionId }, now);
  }

  /** After a revocation or a change to the user, no process may answer from its cache. */
  forgetUser(userId: string) {
    this.deps.sessionCache.forgetUser(userId);
    this.deps.sessionChanges?.emit(userId);
    this.deps.invalidationBus.publish(userId);
  }

  /** Calls `listener` whenever a user's sessions may have been revoked; answers the unsubscribe. */
  onSessionsChanged(listener: (userId: string) => void): () => void {
    return this.deps.sessionChanges?.listen(listener) ?? (() => undefined);
  }

  /** The current row, for checks that must not rely on a cached copy (password hashes). */
  private async freshUser(userId: string): Promise<UserRow> {
    const user = await this.deps.repository.findUserById(userId);
    if (!user) throw unauthorized(SERVER_MESSAGES.couldNotValidateCredentials);
    return user;
  }

  async register(
    input: { email: string; password: string; full_name?: string | undefined },
    client: ClientInfo,
  ) {
    assertUncommonPassword(input.password, 'password');
    await this.deps.repository.deleteUnverifiedBefore(this.unverifiedCutoff(), input.email);
    if (await this.deps.repository.findUserByEmail(input.email)) {
      throw conflict(SERVER_MESSAGES.emailAlreadyRegistered);
    }
    const now = this.now();
    const user = await this.deps.repository.insertUser({
      id: randomUUID(),
      email: input.email,
      passwordHash: await this.deps.hasher.hash(input.password),
      fullName: input.full_name ?? null,
      isVerified: false,
      createdAt: now,
      updatedAt: now,
    });
    // Two registrations racing for one address: the unique index lets one through.
    if (!user) throw conflict(SERVER_MESSAGES.emailAlreadyRegistered);
    const { token, expiresIn } = await this.codes.issue({
      user,
      subject: user.id,
      purpose: 'registration',
      sendTo: user.email,
      client: clientKey(client.ip),
    });
    return { user: toUserDto(user), verification_token: token, expires_in: expiresIn };
  }

  private unverifiedCutoff(): Date {
    return new Date(this.now().getTime() - UNVERIFIED_REGISTRATION_MS);
  }

  /** Deletes the registrations whose address was not proved in time (periodic). */
  async purgeExpiredRegistrations(): Promise<number> {
    return this.deps.repository.deleteUnverifiedBefore(this.unverifiedCutoff());
  }

  /**
   * Checks credentials with back-off per client and account (see `SignInLimits`). Unknown e-mail
   * and wrong password give the same answer after the same work.
   */
  private async checkCredentials(
    email: string,
    password: string,
    client: ClientInfo,
  ): Promise<UserRow> {
    const accountKey = email.trim().toLowerCase();
    const requester = clientKey(client.ip);
    await this.deps.signInLimits.assertAllowed(requester, accountKey);
    const user = await this.deps.repository.findUserByEmail(accountKey);
    const valid = user
      ? await this.deps.hasher.verify(user.passwordHash, password)
      : (await this.deps.hasher.verifyDummy(password), false);
    if (!user || !valid) {
      await this.deps.signInLimits.recordFailure(requester, accountKey);
      throw new AppError(401, SERVER_MESSAGES.incorrectCredentials, undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    await this.deps.signInLimits.recordSuccess(requester, accountKey);
    if (!user.isActive) throw forbidden(SERVER_MESSAGES.accountInactive);
    return user;
  }

  async login(username: string, password: string, client: ClientInfo) {
    const user = await this.checkCredentials(username, password, client);
    if (!user.isVerified) {
      throw forbidden(SERVER_MESSAGES.emailNotVerified, ERROR_CODES.emailNotVerified);
    }
    return {
      access_token: await this.createSession(user, client),
      token_type: 'bearer' as const,
      user: toUserDto(user),
      requires_verification: false,
      verification_token: null,
      verification_expires_in: VERIFICATION.tokenLifetimeSeconds,
    };
  }

  async requestVerificationToken(username: string, password: string, client: ClientInfo) {
    const user = await this.checkCredentials(username, password, client);
    const purpose = user.isVerified ? 'login' : 'registration';
    const { token, expiresIn } = await this.codes.issue({
      user,
      subject: user.id,
      purpose,
      sendTo: user.email,
      client: clientKey(client.ip),
    });
    return { verification_token: token, expires_in: expiresIn, user: toUserDto(user) };
  }

  async verifyEmail(rawToken: string | undefined, code: string, client: ClientInfo) {
    const token = await this.codes.live(rawToken, ['registration', 'login', 'email_change']);
    const user = token.userId ? await this.deps.repository.findUserById(token.userId) : undefined;
    if (!user) throw invalidToken();
    if (token.purpose === 'email_change' && token.newEmail) {
      const owner = await this.deps.repository.findUserByEmail(token.newEmail);
      if (owner && owner.id !== user.id) {
        throw conflict(SERVER_MESSAGES.emailUsedByAnotherAccount);
      }
    }
    await this.codes.check(token, code, clientKey(client.ip));
    const now = this.now();
    if (token.purpose === 'email_change' && token.newEmail) {
      const updated = await this.deps.repository.updateUser(
        user.id,
        { email: token.newEmail, isVerified: true },
        now,
      );
      if (!updated) throw invalidToken();
      this.forgetUser(user.id);
      await this.deps.accountMail.emailChanged(user.email, token.newEmail);
      return {
        message: 'Email address changed successfully',
        user: toUserDto(updated),
        verification_type: token.purpose,
      };
    }
    const updated = user.isVerified
      ? user
      : await this.deps.repository.updateUser(user.id, { isVerified: true }, now);
    if (!updated) throw invalidToken();
    this.forgetUser(user.id);
    return {
      message: 'Email verified successfully',
      user: toUserDto(updated),
      verification_type: token.purpose,
    };
  }

  async resendVerificationCode(rawToken: string | undefined, client: ClientInfo) {
    return this.codes.resend(rawToken, clientKey(client.ip));
  }

  /**
   * Same answer after the same work for known and unknown addresses: an unknown one gets a decoy
   * token under the same limits, and the mail to a real account goes out after the answer.
   */
  async requestPasswordReset(email: string, client: ClientInfo) {
    const user = await this.deps.repository.findUserByEmail(email);
    const { token, expiresIn } = await this.codes.issue({
      user: user ?? null,
      subject: user?.id ?? addressSubject(email),
      purpose: 'password_reset',
      sendTo: user?.email ?? email,
      client: clientKey(client.ip),
    });
    return {
      message: 'If an account exists for this e-mail address, a reset code has been sent to it.',
      reset_token: token,
      expires_in: expiresIn,
    };
  }

  async resetPassword(
    rawToken: string | undefined,
    code: string,
    newPassword: string,
    client: ClientInfo,
  ) {
    // Before the code is used up, so the same code works with a better password.
    assertUncommonPassword(newPassword, 'new_password');
    const token = await this.codes.live(rawToken, ['password_reset']);
    await this.codes.check(token, code, clientKey(client.ip));
    const user = token.userId ? await this.deps.repository.findUserById(token.userId) : undefined;
    if (!user) throw invalidCode();
    const now = this.now();
    // Resetting by a mailed code also proves the address.
    await this.deps.repository.updateUser(
      user.id,
      { passwordHash: await this.deps.hasher.hash(newPassword), isVerified: true },
      now,
    );
    await this.deps.repository.revokeSessionsOfUser(user.id, now);
    this.forgetUser(user.id);
    await this.deps.accountMail.passwordChanged(user.email);
    return { message: 'Password has been reset successfully' };
  }

  /**
   * The user behind a bearer token whose session is live, or null. When this process is the only
   * one (the embedded database) reads may answer from the short-lived cache, which every
   * revocation here clears at once; with a shared database, or with `fresh` (every write), the
   * session row itself decides, so a logout on another process holds for the very next request.
   */
  async authenticate(
    bearer: string,
    options: { fresh?: boolean } = {},
  ): Promise<AuthenticatedUser | null> {
    const now = this.now();
    const cacheable = !options.fresh && !this.deps.sharedDatabase;
    const cached = cacheable ? this.deps.sessionCache.get(bearer, now.getTime()) : undefined;
    if (cached) return { user: cached.user, sessionId: cached.sessionId };
    const claims = await this.deps.tokens.verify(bearer, now);
    if (!claims) return null;
    const live = await this.deps.repository.findLiveSession(claims.sessionId, claims.userId, now);
    if (!live || !live.user.isActive) return null;
    const expiresAt = Math.min(claims.expiresAt, live.session.expiresAt.getTime());
    this.deps.sessionCache.set(bearer, live.user, live.session.id, expiresAt, now.getTime());
    return { user: live.user, sessionId: live.session.id };
  }

  async updatePassword(auth: AuthenticatedUser, currentPassword: string, newPassword: string) {
    assertUncommonPassword(newPassword, 'new_password');
    const user = await this.freshUser(auth.user.id);
    if (!(await this.deps.hasher.verify(user.passwordHash, currentPassword))) {
      throw badRequest(SERVER_MESSAGES.passwordIncorrect);
    }
    const now = this.now();
    await this.deps.repository.updateUser(
      auth.user.id,
      { passwordHash: await this.deps.hasher.hash(newPassword) },
      now,
    );
    await this.deps.repository.revokeSessionsOfUser(user.id, now, auth.sessionId);
    this.forgetUser(user.id);
    await this.deps.accountMail.passwordChanged(user.email);
    return { message: 'Password updated successfully' };
  }

  async updateEmail(cachedUser: UserRow, newEmail: string, password: string, client: ClientInfo) {
    const user = await this.freshUser(cachedUser.id);
    if (!(await this.deps.hasher.verify(user.passwordHash, password))) {
      throw badRequest(SERVER_MESSAGES.passwordIncorrect);
    }
    if (newEmail.toLowerCase() === user.email.toLowerCase()) {
      throw badRequest('The new email address is the same as your current email.');
    }
    if (await this.deps.repository.findUserByEmail(newEmail)) {
      throw conflict(SERVER_MESSAGES.emailUsedByAnotherAccount);
    }
    const { token, expiresIn } = await this.codes.issue({
      user,
      subject: user.id,
      purpose: 'email_change',
      sendTo: newEmail,
      client: clientKey(client.ip),
      newEmail,
    });
    return {
      message: `A verification code has been sent to ${newEmail}`,
      verification_token: token,
      expires_in: expiresIn,
    };
  }

  async logout(auth: AuthenticatedUser) {
    await this.deps.repository.revokeSession(auth.sessionId, this.now());
    this.forgetUser(auth.user.id);
    return { message: 'Logged out successfully', success: true };
  }

  /** Removes the user and, through the schema's cascades, everything they own. */
  async deleteAccount(auth: AuthenticatedUser) {
    await this.deps.repository.revokeSessionsOfUser(auth.user.id, this.now());
    await this.deps.beforeDeleteUser?.(auth.user);
    await this.deps.repository.deleteUser(auth.user.id);
    this.forgetUser(auth.user.id);
    // The rows are gone; files left by a failure here are removed by the storage sweeper.
    await this.deps.removeStoredFiles?.(auth.user.id).catch((error: unknown) => {
      this.deps.log.error(
        { err: error, userId: auth.user.id },
        'stored files of a deleted account remain until the next storage sweep',
      );
    });
    return { message: 'Account deleted successfully', success: true };
  }
}
