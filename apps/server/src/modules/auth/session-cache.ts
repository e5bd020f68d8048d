import type { UserRow } from '../../db/schema.js';

interface CachedSession {
  user: UserRow;
  sessionId: string;
  /** When the access token itself expires (ms). */
  tokenExpiresAt: number;
  /** When this entry must be checked against the database again (ms). */
  staleAt: number;
}

/**
 * Remembers, for a short while, which bearer tokens belong to live sessions, so an authenticated
 * request needs no database round trip. Revocations and user changes made through this process
 * evict entries at once; other processes learn of them through the invalidation bus (Redis) or,
 * without one, when the entry goes stale after `ttlMs`.
 */
export class SessionCache {
  private readonly byToken = new Map<string, CachedSession>();
  private readonly tokensByUser = new Map<string, Set<string>>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 50_000,
  ) {}

  get(token: string, now: number): CachedSession | undefined {
    const entry = this.byToken.get(token);
    if (!entry) return undefined;
    if (entry.staleAt <= now || entry.tokenExpiresAt <= now) {
      this.delete(token, entry.user.id);
      return undefined;
    }
    return entry;
  }

  set(token: string, user: UserRow, sessionId: string, tokenExpiresAt: number, now: number) {
    if (this.byToken.size >= this.maxEntries) this.clear();
    this.byToken.set(token, { user, sessionId, tokenExpiresAt, staleAt: now + this.ttlMs });
    let tokens = this.tokensByUser.get(user.id);
    if (!tokens) this.tokensByUser.set(user.id, (tokens = new Set()));
    tokens.add(token);
  }

  private delete(token: string, userId: string) {
    this.byToken.delete(token);
    const tokens = this.tokensByUser.get(userId);
    tokens?.delete(token);
    if (tokens?.size === 0) this.tokensByUser.delete(userId);
  }

  /** Forgets every token of the user (revocations, profile or e-mail changes, deletion). */
  forgetUser(userId: string) {
    for (const token of this.tokensByUser.get(userId) ?? []) this.byToken.delete(token);
    this.tokensByUser.delete(userId);
  }

  clear() {
    this.byToken.clear();
    this.tokensByUser.clear();
  }

  get size() {
    return this.byToken.size;
  }
}
