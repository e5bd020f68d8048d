import { SERVER_MESSAGES } from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import type { UserRow } from '../../db/schema.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { unauthorized } from '../../lib/app-error.js';
import type { AuthRepository } from '../auth/index.js';
import { toUserDto, type AuthService } from '../auth/index.js';

export interface ProfileServiceDeps {
  users: Pick<AuthRepository, 'updateUser' | 'countLiveSessions'>;
  /** Cached sessions carry the user: a change to them is told to every process. */
  sessions: Pick<AuthService, 'forgetUser'>;
  clock: Clock;
  /** Public views show the person's area: they hear when it changes. */
  events: Pick<DomainEventBus, 'emit'>;
}

/** The person's own details as they see and change them in Profile. */
export class ProfileService {
  constructor(private readonly deps: ProfileServiceDeps) {}

  async updateProfile(user: UserRow, changes: { fullName?: string; publicArea?: string | null }) {
    const updated = await this.deps.users.updateUser(user.id, changes, this.deps.clock.now());
    if (!updated) throw unauthorized(SERVER_MESSAGES.couldNotValidateCredentials);
    this.deps.sessions.forgetUser(user.id);
    if (changes.publicArea !== undefined && changes.publicArea !== user.publicArea) {
      await this.deps.events.emit('visibilityChanged', { ownerId: user.id, itemIds: [] });
    }
    return toUserDto(updated);
  }

  async userStats(user: UserRow) {
    return {
      active_tokens: await this.deps.users.countLiveSessions(user.id, this.deps.clock.now()),
      created_at: user.createdAt.toISOString(),
      is_verified: user.isVerified,
      email: user.email,
    };
  }
}
