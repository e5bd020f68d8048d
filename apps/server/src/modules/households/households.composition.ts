import type { Clock } from '../../adapters/clock.js';
import type { Db } from '../../db/database.js';
import type { Platform } from '../../lib/platform.js';
import type { VerificationGuard } from '../auth/index.js';
import type { AccountMail, NotificationsService } from '../notifications/index.js';
import { AccessPolicy } from './access-policy.js';
import { subscribeHouseholdActivity } from './household-activity.subscriber.js';
import { HouseholdsRepository, householdOfRow } from './households.repository.js';
import { HouseholdsService } from './households.service.js';
import { InvitationsRepository } from './invitations.repository.js';
import { InvitationsService } from './invitations.service.js';

/** The access policy every service asks, over the households' memberships. */
export function createAccessPolicy(
  db: Db,
  loans: { borrowedItemIds(userId: string): Promise<string[]> },
) {
  const households = new HouseholdsRepository({ db });
  const access = new AccessPolicy({
    roleOf: (userId, householdId) => households.roleOf(userId, householdId),
    personalHouseholdId: (userId) => households.personalHouseholdId(userId),
    householdOf: (kind, id) => householdOfRow(db, kind, id),
    isBorrowing: async (userId, itemId) => (await loans.borrowedItemIds(userId)).includes(itemId),
  });
  return { households, access };
}

export interface HouseholdServicesDeps {
  db: Db;
  households: HouseholdsRepository;
  access: AccessPolicy;
  guard: VerificationGuard;
  mail: Pick<AccountMail, 'householdInvitation' | 'deliver'>;
  clock: Clock;
  codeSecret: string;
  publicUrl: string;
  onMembersChanged?: (householdId: string) => Promise<void> | void;
}

/** The households and invitations services. */
export function buildHouseholdServices(deps: HouseholdServicesDeps) {
  const householdsService = new HouseholdsService({
    repository: deps.households,
    access: deps.access,
    clock: deps.clock,
    onMembersChanged: deps.onMembersChanged,
  });
  const invitationsService = new InvitationsService({
    repository: new InvitationsRepository({ db: deps.db }),
    households: deps.households,
    householdsService,
    access: deps.access,
    guard: deps.guard,
    mail: deps.mail,
    clock: deps.clock,
    codeSecret: deps.codeSecret,
    publicUrl: deps.publicUrl,
    onMembersChanged: deps.onMembersChanged,
  });
  return { householdsService, invitationsService };
}

/** The households' services, and members hearing of what the others add. */
export function composeHouseholds(
  platform: Platform,
  deps: Pick<
    HouseholdServicesDeps,
    'households' | 'access' | 'guard' | 'mail' | 'onMembersChanged'
  > & {
    notifications: Pick<NotificationsService, 'create'>;
  },
) {
  const { config, database, clock, events } = platform;
  subscribeHouseholdActivity(events, deps.households, deps.notifications);
  return buildHouseholdServices({
    ...deps,
    db: database.db,
    clock,
    codeSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
  });
}
