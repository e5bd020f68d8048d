import type { AccessPolicy } from '../households/index.js';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  SHARING_LIMITS,
  type Contact,
  type PublicShareView,
  type Share,
  type ShareCreateRequest,
  type SharingInfo,
} from '@circle/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Tx } from '../../db/database.js';
import type { DomainEventBus, ShareChangeKind } from '../../lib/domain-events.js';
import type { shares, ShareRow } from '../../db/schema.js';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
} from '../../lib/app-error.js';
import { FileUrlSigner, pictureOf } from '../../lib/file-urls.js';
import { displayName } from '../../lib/display-name.js';
import { pagination } from '../../lib/pagination.js';
import type { InventoryRepository } from '../inventory/index.js';
import type { MailQuota } from '../mail/index.js';
import { GiftHandover, SHARE_CHANGED, type GiftHandoverDeps } from './gift-handover.js';
import { shareChangeOf } from './share-changes.js';
import { presentShare, sharingInfoOf } from './share.presenter.js';
import {
  REMINDER_COOLDOWN_MS,
  canSendReminder,
  isOpenShare,
  isRefusal,
  nextShareStatus,
  type ShareAction,
} from './share-transitions.js';
import { addDays, isoDay, shareReturnDateProblem } from './sharing-dates.js';
import type { SharingRepository, ShareWithPeople } from './sharing.repository.js';

export const SHARE_NOT_FOUND = 'Share not found';

/** What the service needs of the shares' owner (a fake in unit tests). */
export type ShareStore = Pick<
  SharingRepository,
  | 'transaction'
  | 'insert'
  | 'findById'
  | 'findByToken'
  | 'listFor'
  | 'transition'
  | 'claim'
  | 'ofItems'
  | 'contacts'
>;

export interface SharingServiceDeps extends GiftHandoverDeps {
  shares: ShareStore;
  /** Who may lend or give which household's items (members and owners). */
  access: Pick<AccessPolicy, 'item' | 'share'>;
  inventory: GiftHandoverDeps['inventory'] & Pick<InventoryRepository, 'findAny'>;
  storage: Storage;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  /**
   * Where share changes are announced: notifications and their mails (written in the change's
   * transaction), live updates.
   */
  events?: DomainEventBus;
  /** Limits on the invitations people mail to others. */
  mailQuota?: Pick<MailQuota, 'take'>;
}

const MANAGE_CHANGES = {
  CANCEL: 'cancelled',
  COMPLETE: 'completed',
  RETURN: 'returned',
  DECLINE: 'declined',
} as const satisfies Record<ShareAction, ShareChangeKind>;

/** Who claims or views a share: an e-mail share is meant for the account with that address. */
export interface Claimer {
  id: string;
  email?: string;
  isVerified?: boolean;
}

/**
 * A share for one person is theirs alone: one meant for an account (an approved request) only
 * that account may claim, one sent to an e-mail address only the account that proved the address.
 */
export function isMeantFor(share: ShareRow, claimer: Claimer): boolean {
  if (share.recipientId) return share.recipientId === claimer.id;
  if (!share.recipientEmail) return true;
  return (
    claimer.isVerified === true &&
    claimer.email?.toLowerCase() === share.recipientEmail.toLowerCase()
  );
}

/** Work another domain does inside the transaction that writes the share (one commit). */
export type Alongside<T> = (tx: Tx, share: T) => Promise<void>;

export interface CreateForOptions {
  /** The one person the share is meant for (an approved borrow request). */
  recipientId: string;
  alongside?: Alongside<{ id: string }>;
}

export class SharingService {
  private readonly repository: ShareStore;
  private readonly gifts: GiftHandover;

  constructor(private readonly deps: SharingServiceDeps) {
    this.repository = deps.shares;
    this.gifts = new GiftHandover(deps);
  }

  private now() {
    return this.deps.clock.now();
  }

  shareUrl(token: string) {
    return `${this.deps.publicUrl}/share/${token}`;
  }

  private async announce(row: ShareWithPeople, change: ShareChangeKind) {
    await this.deps.events?.emit('sharesChanged', shareChangeOf(row, change));
  }

  /**
   * Records the change of the share inside `tx` (its notification and mail commit with it) and
   * answers what runs once `tx` has committed.
   */
  private async record(tx: Tx, shareId: string, change: ShareChangeKind) {
    const row = (await this.repository.findById(shareId, tx))!;
    const announce = await this.deps.events?.record(
      tx,
      'sharesChanged',
      shareChangeOf(row, change),
    );
    return { row, announce };
  }

  /** A gift's item left the donor's inventory for the recipient's. */
  private async giftHandedOver({ share }: ShareWithPeople) {
    const itemIds = share.itemId ? [share.itemId] : [];
    await this.deps.events?.emit('itemsChanged', { ownerId: share.ownerId, itemIds });
    if (share.recipientId) {
      await this.deps.events?.emit('itemsChanged', { ownerId: share.recipientId, itemIds });
    }
  }

  private present(row: ShareWithPeople, signer: FileUrlSigner): Promise<Share> {
    return presentShare(row, signer, this.now(), (token) => this.shareUrl(token));
  }

  /** Checks the owner may share the item and builds the share row, without writing anything. */
  private async newShare(
    ownerId: string,
    itemId: string,
    input: ShareCreateRequest & { sharing_type: 'BORROW' | 'DONATE' },
  ): Promise<typeof shares.$inferInsert & { id: string; shareToken: string }> {
    const { householdId } = await this.deps.access.item(ownerId, itemId, 'write', 'Item not found');
    const item = await this.deps.inventory.findOwned(householdId, itemId);
    if (!item) throw notFound('Item not found');
    if (!item.isShareable) throw badRequest('This item is not shareable. Mark it shareable first.');
    const now = this.now();
    let expectedReturnDate: string | null = null;
    if (input.sharing_type === 'BORROW') {
      expectedReturnDate =
        input.expected_return_date ?? isoDay(addDays(now, SHARING_LIMITS.defaultReturnDays));
      const problem = shareReturnDateProblem(expectedReturnDate, now);
      if (problem) throw new AppError(422, problem);
    }
    return {
      id: randomUUID(),
      itemId: item.id,
      itemName: item.itemName,
      ownerId,
      householdId,
      recipientEmail: input.notify_email?.trim().toLowerCase() || null,
      sharingType: input.sharing_type,
      status: 'PENDING',
      shareToken: randomBytes(24).toString('base64url'),
      notes: input.notes?.trim() || null,
      expectedReturnDate,
      expiresAt: new Date(
        now.getTime() + (input.expires_in_hours ?? SHARING_LIMITS.defaultLinkHours) * 3_600_000,
      ),
      createdAt: now,
      updatedAt: now,
    };
  }

  private async insertShare(values: typeof shares.$inferInsert, tx?: Tx) {
    if (!(await this.repository.insert(values, tx))) {
      throw conflict(
        'This item already has an active share. Cancel it or wait until it is completed.',
      );
    }
  }

  async create(
    ownerId: string,
    itemId: string,
    input: ShareCreateRequest & { sharing_type: 'BORROW' | 'DONATE' },
  ) {
    const values = await this.newShare(ownerId, itemId, input);
    if (values.recipientEmail) await this.deps.mailQuota?.take(ownerId, values.recipientEmail);
    // The share and the invitation mailed to its address are written together.
    const { row, announce } = await this.repository.transaction(async (tx) => {
      await this.insertShare(values, tx);
      return this.record(tx, values.id, 'created');
    });
    await announce?.();
    return this.present(row, new FileUrlSigner(this.deps.storage));
  }

  /**
   * A BORROW share meant for one person (an approved borrow request). The share and the caller's
   * `alongside` work are written in one transaction: both or neither (409 when the item already
   * has an active share).
   */
  async createFor(
    ownerId: string,
    itemId: string,
    input: { notes: string | null; expectedReturnDate: string | null },
    options: CreateForOptions,
  ): Promise<{ shareId: string; shareUrl: string }> {
    const values = await this.newShare(ownerId, itemId, {
      sharing_type: 'BORROW',
      notes: input.notes,
      expected_return_date: input.expectedReturnDate ?? undefined,
    });
    await this.repository.transaction(async (tx) => {
      await this.insertShare({ ...values, recipientId: options.recipientId }, tx);
      await options.alongside?.(tx, { id: values.id });
    });
    return { shareId: values.id, shareUrl: this.shareUrl(values.shareToken) };
  }

  async list(userId: string) {
    const rows = await this.repository.listFor(userId);
    const signer = new FileUrlSigner(this.deps.storage);
    const presented = await Promise.all(
      rows.map(async (row) => ({ row, share: await this.present(row, signer) })),
    );
    const borrowing = ({ row }: { row: ShareWithPeople }) =>
      row.share.recipientId === userId && row.share.ownerId !== userId;
    // What the user or their households lent or gave, whoever of its members did.
    return {
      shared_by_me: presented.filter((entry) => !borrowing(entry)).map(({ share }) => share),
      shared_with_me: presented.filter(borrowing).map(({ share }) => share),
    };
  }

  /**
   * A share the user takes part in: its lender or borrower, or a member of the household it lends
   * from (who acts as its lender; viewers read only). Anyone else gets 404.
   */
  private async participating(
    userId: string,
    shareId: string,
  ): Promise<ShareWithPeople & { actor: 'owner' | 'recipient' }> {
    const row = await this.repository.findById(shareId);
    if (!row) throw notFound(SHARE_NOT_FOUND);
    const actor = await this.deps.access.share(userId, row.share, 'write', SHARE_NOT_FOUND);
    return { ...row, actor };
  }

  /** The manage call: the actor and from-status of each action follow spec §4. */
  async manage(
    userId: string,
    shareId: string,
    action: ShareAction,
    responseMessage?: string | null,
  ) {
    const row = await this.participating(userId, shareId);
    const { share } = row;
    const move = nextShareStatus(share, action, row.actor);
    if (isRefusal(move)) {
      throw move.refused === 403 ? forbidden(move.detail) : badRequest(move.detail);
    }
    const now = this.now();
    const values: Partial<ShareRow> = {
      ...(move.stamp ? { [move.stamp]: now } : {}),
      status: move.to,
      updatedAt: now,
      ...(responseMessage ? { responseMessage } : {}),
    };
    if (action === 'COMPLETE' && share.sharingType === 'DONATE') {
      await this.gifts.complete(row, values);
      await this.giftHandedOver(row);
    } else if (!(await this.repository.transition(share.id, [move.from], values))) {
      throw badRequest(SHARE_CHANGED);
    }
    await this.announce(row, MANAGE_CHANGES[action]);
    return {
      share_id: share.id,
      action,
      new_status: move.to,
      message: `Share ${move.to.toLowerCase()}`,
    };
  }

  async sendReminder(userId: string, shareId: string) {
    const row = await this.participating(userId, shareId);
    const { share } = row;
    if (row.actor !== 'owner') throw forbidden('Only the owner can send a reminder');
    if (share.status !== 'CLAIMED' || share.sharingType !== 'BORROW' || !row.recipient) {
      throw badRequest('Reminders are for items that are lent out.');
    }
    const now = this.now();
    if (!canSendReminder(share, now)) {
      const wait = (share.lastReminderAt!.getTime() + REMINDER_COOLDOWN_MS - now.getTime()) / 1000;
      throw tooManyRequests('A reminder was already sent in the last 24 hours.', wait);
    }
    const { announce } = await this.repository.transaction(async (tx) => {
      if (!(await this.repository.transition(share.id, ['CLAIMED'], { lastReminderAt: now }, tx))) {
        throw badRequest(SHARE_CHANGED);
      }
      return this.record(tx, share.id, 'reminded');
    });
    await announce?.();
    return {
      success: true,
      message: 'The borrower has been reminded.',
      next_reminder_at: new Date(now.getTime() + REMINDER_COOLDOWN_MS).toISOString(),
    };
  }

  /** A share link that can still be opened: not cancelled or declined, not an expired offer. */
  private async openShare(token: string): Promise<ShareWithPeople> {
    if (token.length > 100) throw notFound(SHARE_NOT_FOUND);
    const row = await this.repository.findByToken(token);
    if (!row || !isOpenShare(row.share, this.now())) throw notFound(SHARE_NOT_FOUND);
    return row;
  }

  async publicView(token: string, viewer: Claimer | null): Promise<PublicShareView> {
    const row = await this.openShare(token);
    const { share } = row;
    const item = share.itemId ? await this.deps.inventory.findAny(share.itemId) : undefined;
    const picture = item ? pictureOf(item, item.source) : null;
    const image = picture ? await new FileUrlSigner(this.deps.storage).urlsOf(picture) : null;
    const isOwner = viewer?.id === share.ownerId;
    // Signed out, the link's addressee may still be the one reading it (sign-in comes first).
    const meantForViewer = viewer === null || isMeantFor(share, viewer);
    return {
      item: {
        name: item?.itemName ?? share.itemName,
        description: item?.itemDescription ?? null,
        category: item?.itemCategory ?? 'household items',
        condition: item?.condition ?? null,
        estimated_value: item?.estimatedValue ?? null,
        image_url: image?.url ?? null,
      },
      owner: {
        name: displayName(row.owner)!,
        // The area the owner chose to show, never the item's room or street.
        approximate_location: row.owner.area,
        household_name: row.householdName,
      },
      sharing_type: share.sharingType,
      status: share.status,
      notes: share.notes,
      expected_return_date: share.expectedReturnDate,
      expires_at: share.expiresAt.toISOString(),
      created_at: share.createdAt.toISOString(),
      is_claimed: share.status !== 'PENDING',
      can_claim: share.status === 'PENDING' && !isOwner && meantForViewer,
      is_owner: isOwner,
    };
  }

  /** Claims the share behind a link. */
  async claim(token: string, claimer: Claimer, message: string | null | undefined) {
    return this.claimOpen(await this.openShare(token), claimer, message);
  }

  /**
   * Claims a share known by id (an approved borrow request's); `alongside` runs in the same
   * transaction as the claim, so the caller's change and the claim commit together.
   */
  async claimById(
    shareId: string,
    userId: string,
    message: string | null | undefined,
    alongside?: Alongside<{ id: string }>,
  ) {
    const row = await this.repository.findById(shareId);
    if (!row) throw badRequest('The share of this request no longer exists.');
    if (!isOpenShare(row.share, this.now())) throw notFound(SHARE_NOT_FOUND);
    return this.claimOpen(row, { id: userId }, message, alongside);
  }

  private async claimOpen(
    row: ShareWithPeople,
    claimer: Claimer,
    message: string | null | undefined,
    alongside?: Alongside<{ id: string }>,
  ) {
    const { share } = row;
    const userId = claimer.id;
    if (share.ownerId === userId) throw badRequest('You cannot claim your own item');
    if (share.status !== 'PENDING') throw conflict('This item has already been claimed');
    if (!isMeantFor(share, claimer)) throw forbidden('You cannot claim this item');
    const now = this.now();
    const note = message?.trim() || null;
    // The owner's notice and mail are written with the claim: a crash right after loses neither.
    const { announce } = await this.repository.transaction(async (tx) => {
      if (!(await this.repository.claim(share.id, userId, note, now, tx))) {
        throw conflict('This item has already been claimed');
      }
      await alongside?.(tx, { id: share.id });
      return this.record(tx, share.id, 'claimed');
    });
    await announce?.();
    return {
      success: true,
      message:
        share.sharingType === 'BORROW'
          ? `You are borrowing "${share.itemName}". It now shows in your Borrowed items.`
          : `"${share.itemName}" is yours once ${displayName(row.owner)} completes the hand-over.`,
      share_id: share.id,
    };
  }

  async contacts(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ contacts: Contact[]; pagination: ReturnType<typeof pagination> }> {
    const rows = await this.repository.contacts(userId, limit, offset);
    const total = Number(rows[0]?.total ?? 0);
    return {
      contacts: rows.map((row) => ({
        email: row.email,
        name: row.name,
        times_shared: Number(row.times_shared),
        last_shared: new Date(row.last_shared).toISOString(),
      })),
      pagination: pagination(total, limit, offset),
    };
  }

  /** sharing_info of each item: lent, pending or returned shares for owners; loans for borrowers. */
  async sharingInfo(viewerId: string, itemIds: string[]): Promise<Map<string, SharingInfo>> {
    return sharingInfoOf(viewerId, await this.repository.ofItems(itemIds), this.now());
  }
}
