import { randomUUID } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  MAX_PENDING_INVITATIONS,
  type Household,
  type Invitation,
} from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import type { HouseholdRole, UserRow } from '../../db/schema.js';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { VerificationGuard } from '../auth/index.js';
import {
  addressSubject,
  type GuardKey,
  hashCode,
  hashToken,
  newOpaqueToken,
  newVerificationCode,
  sameHash,
} from '../auth/index.js';
import type { AccountMail } from '../notifications/index.js';
import type { AccessPolicy } from './access-policy.js';
import type { HouseholdsRepository } from './households.repository.js';
import type { HouseholdsService } from './households.service.js';
import type { InvitationsRepository, InvitationWithInviter } from './invitations.repository.js';
import type { HouseholdInvitationRow } from '../../db/schema.js';

const PURPOSE = 'household_invitation';
const DAY_MS = 86_400_000;
export const INVITATION_NOT_FOUND = 'Invitation not found';

export interface InvitationsServiceDeps {
  repository: InvitationsRepository;
  households: HouseholdsRepository;
  householdsService: HouseholdsService;
  access: AccessPolicy;
  guard: VerificationGuard;
  /** Writes the invitation's mail with the invitation, and sends it after the commit. */
  mail: Pick<AccountMail, 'householdInvitation' | 'deliver'>;
  clock: Clock;
  codeSecret: string;
  publicUrl: string;
  onMembersChanged?: (householdId: string) => Promise<void> | void;
}

function presentInvitation(row: InvitationWithInviter): Invitation {
  return {
    id: row.id,
    household_id: row.householdId,
    email: row.email,
    role: row.role,
    invited_by: row.invitedBy ? { id: row.invitedBy, full_name: row.inviterName } : null,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** Invitations into a household: sent by mail with a link and a code, accepted once. */
export class InvitationsService {
  constructor(private readonly deps: InvitationsServiceDeps) {}

  async invite(
    inviter: UserRow,
    householdId: string,
    input: { email: string; role: HouseholdRole },
    client: string,
  ): Promise<Invitation> {
    const { repository, households, clock } = this.deps;
    await this.deps.access.household(inviter.id, householdId, 'manage');
    const email = input.email.trim();
    if (email.toLowerCase() === inviter.email.toLowerCase()) {
      throw new AppError(
        422,
        'You are already in this household; invite someone else.',
        'invite_self',
      );
    }
    if (await households.isMemberByEmail(householdId, email)) {
      throw new AppError(409, `${email} is already a member of this household.`, 'already_member');
    }
    const now = clock.now();
    if ((await repository.pendingCount(householdId, now)) >= MAX_PENDING_INVITATIONS) {
      throw new AppError(
        409,
        `A household can have at most ${MAX_PENDING_INVITATIONS} pending invitations; revoke some or wait until they are accepted.`,
        'too_many_invitations',
      );
    }
    await this.deps.guard.reserveCodeMail(this.mailKey(email, client));
    const id = randomUUID();
    const token = newOpaqueToken();
    const code = newVerificationCode();
    const householdName = (await households.name(householdId)) ?? 'a household';
    // The invitation and its mail (in the outbox) commit together: both or neither.
    await repository.insertReplacing(
      {
        id,
        householdId,
        email,
        role: input.role,
        invitedBy: inviter.id,
        tokenHash: hashToken(token),
        codeHash: hashCode(this.deps.codeSecret, email.toLowerCase(), PURPOSE, code),
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        createdAt: now,
      },
      now,
      (tx) =>
        this.deps.mail.householdInvitation(tx, email, {
          inviterName: inviter.fullName?.trim() || inviter.email,
          householdName,
          role: input.role,
          code,
          url: `${this.deps.publicUrl}/households/join?token=${encodeURIComponent(token)}`,
          expiresInDays: INVITATION_TTL_DAYS,
        }),
    );
    await this.deps.mail.deliver();
    const [row] = (await repository.pendingOf(householdId, now)).filter((r) => r.id === id);
    return presentInvitation(row!);
  }

  async list(userId: string, householdId: string): Promise<{ invitations: Invitation[] }> {
    await this.deps.access.household(userId, householdId, 'manage');
    const rows = await this.deps.repository.pendingOf(householdId, this.deps.clock.now());
    return { invitations: rows.map(presentInvitation) };
  }

  async revoke(userId: string, householdId: string, invitationId: string): Promise<void> {
    await this.deps.access.household(userId, householdId, 'manage');
    if (!(await this.deps.repository.revoke(householdId, invitationId, this.deps.clock.now()))) {
      throw notFound(INVITATION_NOT_FOUND);
    }
  }

  /** Joins the household of the invitation named by its link's token or its mailed code. */
  async accept(
    user: UserRow,
    input: { token?: string; code?: string },
    client: string,
  ): Promise<Household> {
    const invitation = input.token
      ? await this.byToken(input.token)
      : await this.byCode(user, input.code ?? '', client);
    if ((await this.deps.households.roleOf(user.id, invitation.householdId)) !== null) {
      throw new AppError(409, 'You are already a member of this household.', 'already_member');
    }
    if (!(await this.deps.repository.accept(invitation, user.id, this.deps.clock.now()))) {
      throw new AppError(409, 'This invitation was just used or revoked.', 'invitation_used');
    }
    await this.deps.onMembersChanged?.(invitation.householdId);
    return this.deps.householdsService.get(user.id, invitation.householdId);
  }

  private async byToken(token: string): Promise<HouseholdInvitationRow> {
    const row = await this.deps.repository.byTokenHash(hashToken(token));
    if (!row) throw notFound(INVITATION_NOT_FOUND);
    if (row.acceptedAt) {
      throw new AppError(409, 'This invitation has already been accepted.', 'invitation_used');
    }
    if (row.revokedAt)
      throw new AppError(410, 'This invitation was revoked.', 'invitation_revoked');
    if (row.expiresAt <= this.deps.clock.now()) {
      throw new AppError(
        410,
        'This invitation has expired; ask for a new one.',
        'invitation_expired',
      );
    }
    return row;
  }

  /** A code counts against the account's attempts like every other code, and locks the same way. */
  private async byCode(
    user: UserRow,
    code: string,
    client: string,
  ): Promise<HouseholdInvitationRow> {
    const key: GuardKey = { subject: user.id, group: PURPOSE, client };
    await this.deps.guard.assertUnlocked(key);
    const attempt = await this.deps.guard.startAttempt(key);
    const expected = hashCode(this.deps.codeSecret, user.email.toLowerCase(), PURPOSE, code);
    const pending = await this.deps.repository.pendingForEmail(user.email, this.deps.clock.now());
    const match = pending.find((row) => sameHash(row.codeHash, expected));
    if (match) {
      await this.deps.guard.attemptSucceeded(attempt);
      return match;
    }
    const locked = await this.deps.guard.attemptFailed(key, attempt);
    if (locked) throw locked.error;
    throw badRequest(
      'That code does not match a pending invitation to your e-mail address.',
      'invalid_code',
    );
  }

  private mailKey(email: string, client: string): GuardKey {
    return { subject: addressSubject(email), group: PURPOSE, client };
  }
}
