import { randomBytes, randomUUID } from 'node:crypto';
import {
  SHARING_LIMITS,
  SHARING_MESSAGES,
  type Contact,
  type PublicShareView,
  type Share,
  type ShareCreateRequest,
  type SharingInfo,
} from '@circle/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer } from '../../adapters/mailer/mailer.js';
import {
  returnReminderMail,
  shareClaimedMail,
  shareInvitationMail,
  type RenderedMail,
} from '../../adapters/mailer/templates.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Db } from '../../db/database.js';
import type { DomainEventBus, ShareChangeKind } from '../../lib/domain-events.js';
import type { shares } from '../../db/schema.js';
import { files, inventoryItems, type ShareRow } from '../../db/schema.js';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
} from '../../lib/app-error.js';
import { FileUrlSigner, pictureOf } from '../files/file-urls.js';
import { pagination } from '../inventory/inventory.presenter.js';
import type { InventoryRepository } from '../inventory/inventory.repository.js';
import { shareChangeOf } from './share-changes.js';
import { addDays, approximateLocation, isoDay } from './sharing-dates.js';
import { SharingRepository, type DbOrTx, type ShareWithPeople } from './sharing.repository.js';

export const SHARE_NOT_FOUND = 'Share not found';
const REMINDER_COOLDOWN_MS = SHARING_LIMITS.reminderCooldownHours * 3_600_000;

export interface SharingServiceDeps {
  db: Db;
  inventory: InventoryRepository;
  storage: Storage;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Where share changes are announced (notifications, live updates). */
  events?: DomainEventBus;
}

const MANAGE_CHANGES = {
  CANCEL: 'cancelled',
  COMPLETE: 'completed',
  RETURN: 'returned',
  DECLINE: 'declined',
} as const satisfies Record<string, ShareChangeKind>;
export interface PreparedShare {
  values: typeof shares.$inferInsert & { id: string };
  shareUrl: string;
}

const displayName = (person: { name: string | null; email: string } | null) =>
  person ? person.name?.trim() || person.email.split('@')[0]! : null;

/** Checks a BORROW return date: after today and at most two years ahead (spec §5). */
export function checkShareReturnDate(date: string, now: Date): void {
  const today = isoDay(now);
  if (date <= today) {
    throw new AppError(
      422,
      'The expected return date must be in the future. Please select a date after today.',
    );
  }
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + SHARING_LIMITS.maxReturnYears);
  if (date > isoDay(limit)) {
    throw new AppError(
      422,
      'The expected return date cannot be more than 2 years in the future. Please select a reasonable date.',
    );
  }
}

export class SharingService {
  readonly repository: SharingRepository;

  constructor(private readonly deps: SharingServiceDeps) {
    this.repository = new SharingRepository(deps.db);
  }

  private now() {
    return this.deps.clock.now();
  }

  shareUrl(token: string) {
    return `${this.deps.publicUrl}/share/${token}`;
  }

  private async mail(to: string, mail: RenderedMail) {
    try {
      await this.deps.mailer.send({ to, ...mail });
      return true;
    } catch (error) {
      this.deps.log.error({ err: error, to }, 'sharing mail could not be sent');
      return false;
    }
  }

  private async announce(row: ShareWithPeople, change: ShareChangeKind) {
    await this.deps.events?.emit('sharesChanged', shareChangeOf(row, change));
  }

  private canSendReminder(share: ShareRow, now: Date) {
    return (
      share.status === 'CLAIMED' &&
      share.sharingType === 'BORROW' &&
      (!share.lastReminderAt ||
        now.getTime() - share.lastReminderAt.getTime() >= REMINDER_COOLDOWN_MS)
    );
  }

  private async present(row: ShareWithPeople, signer: FileUrlSigner): Promise<Share> {
    const { share } = row;
    const source = row.image ? { ...row.image, contentType: 'image' } : null;
    const picture = row.item ? pictureOf(row.item, source) : row.image;
    const image = picture ? await signer.urlsOf(picture) : null;
    return {
      share_id: share.id,
      item_id: share.itemId,
      item_name: share.itemName,
      item_image_url: image?.thumbnailUrl ?? image?.url ?? null,
      sharing_type: share.sharingType,
      status: share.status,
      notes: share.notes,
      created_at: share.createdAt.toISOString(),
      updated_at: share.updatedAt.toISOString(),
      shared_with: row.recipient
        ? { id: row.recipient.id, name: displayName(row.recipient), email: row.recipient.email }
        : share.recipientEmail
          ? { id: null, name: null, email: share.recipientEmail }
          : null,
      shared_by: { id: row.owner.id, name: displayName(row.owner), email: row.owner.email },
      expected_return_date: share.expectedReturnDate,
      claimed_at: share.claimedAt?.toISOString() ?? null,
      returned_at: share.returnedAt?.toISOString() ?? null,
      completed_at: share.completedAt?.toISOString() ?? null,
      share_token: share.shareToken,
      share_url: this.shareUrl(share.shareToken),
      expires_at: share.expiresAt.toISOString(),
      can_send_reminder: this.canSendReminder(share, this.now()),
      last_reminder_at: share.lastReminderAt?.toISOString() ?? null,
      claim_message: share.claimMessage,
    };
  }

  /** Checks the owner may share the item and builds the share row, without writing anything. */
  private async newShare(
    ownerId: string,
    itemId: string,
    input: ShareCreateRequest & { sharing_type: 'BORROW' | 'DONATE' },
  ): Promise<typeof shares.$inferInsert & { id: string; shareToken: string }> {
    const item = await this.deps.inventory.findOwned(ownerId, itemId);
    if (!item) throw notFound('Item not found');
    if (!item.isShareable) throw badRequest('This item is not shareable. Mark it shareable first.');
    const now = this.now();
    let expectedReturnDate: string | null = null;
    if (input.sharing_type === 'BORROW') {
      expectedReturnDate =
        input.expected_return_date ?? isoDay(addDays(now, SHARING_LIMITS.defaultReturnDays));
      checkShareReturnDate(expectedReturnDate, now);
    }
    return {
      id: randomUUID(),
      itemId: item.id,
      itemName: item.itemName,
      ownerId,
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

  private async insertShare(values: typeof shares.$inferInsert, tx?: DbOrTx) {
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
    await this.insertShare(values);
    const row = (await this.repository.findById(values.id))!;
    if (values.recipientEmail) {
      await this.mail(
        values.recipientEmail,
        shareInvitationMail({
          ownerName: displayName(row.owner)!,
          itemName: row.share.itemName,
          sharingType: input.sharing_type,
          notes: row.share.notes,
          expectedReturnDate: row.share.expectedReturnDate,
          shareUrl: this.shareUrl(values.shareToken),
        }),
      );
    }
    await this.announce(row, 'created');
    return this.present(row, new FileUrlSigner(this.deps.storage));
  }

  /**
   * A BORROW share meant for one person (an approved borrow request), checked and built now and
   * written by `insertPreparedShare` inside the caller's transaction.
   */
  async prepareBorrowShare(
    ownerId: string,
    itemId: string,
    recipientId: string,
    input: { notes: string | null; expectedReturnDate: string | null },
  ): Promise<PreparedShare> {
    const values = await this.newShare(ownerId, itemId, {
      sharing_type: 'BORROW',
      notes: input.notes,
      expected_return_date: input.expectedReturnDate ?? undefined,
    });
    return { values: { ...values, recipientId }, shareUrl: this.shareUrl(values.shareToken) };
  }

  /** Writes a prepared share in the caller's transaction; 409 when the item has an active one. */
  async insertPreparedShare(tx: DbOrTx, prepared: PreparedShare): Promise<void> {
    await this.insertShare(prepared.values, tx);
  }

  async list(userId: string) {
    const rows = await this.repository.listFor(userId);
    const signer = new FileUrlSigner(this.deps.storage);
    const presented = await Promise.all(
      rows.map(async (row) => ({ row, share: await this.present(row, signer) })),
    );
    return {
      shared_by_me: presented
        .filter(({ row }) => row.share.ownerId === userId)
        .map(({ share }) => share),
      shared_with_me: presented
        .filter(({ row }) => row.share.recipientId === userId && row.share.ownerId !== userId)
        .map(({ share }) => share),
    };
  }

  /** A share the user takes part in (owner or recipient); anyone else gets 404. */
  private async participating(userId: string, shareId: string): Promise<ShareWithPeople> {
    const row = await this.repository.findById(shareId);
    if (!row || (row.share.ownerId !== userId && row.share.recipientId !== userId))
      throw notFound(SHARE_NOT_FOUND);
    return row;
  }

  /** The manage call: the actor and from-status of each action follow spec §4. */
  async manage(
    userId: string,
    shareId: string,
    action: 'CANCEL' | 'COMPLETE' | 'RETURN' | 'DECLINE',
    responseMessage?: string | null,
  ) {
    const row = await this.participating(userId, shareId);
    const { share } = row;
    const isOwner = share.ownerId === userId;
    const now = this.now();
    const notAllowed = () =>
      badRequest(
        `This action cannot be performed on a share that is ${share.status.toLowerCase()}.`,
      );
    let to: ShareRow['status'];
    let from: ShareRow['status'][];
    const extra: Partial<ShareRow> = {};
    switch (action) {
      case 'CANCEL':
        if (!isOwner) throw forbidden('Only the owner can cancel a share');
        if (share.status !== 'PENDING') throw badRequest(SHARING_MESSAGES.onlyCancelPending);
        [from, to] = [['PENDING'], 'CANCELLED'];
        break;
      case 'COMPLETE':
        if (!isOwner) throw forbidden('Only the owner can complete a share');
        if (share.sharingType === 'BORROW') {
          if (share.status === 'CLAIMED') throw badRequest(SHARING_MESSAGES.mustReturnFirst);
          if (share.status !== 'RETURNED') throw notAllowed();
          [from, to] = [['RETURNED'], 'COMPLETED'];
        } else {
          if (share.status !== 'CLAIMED') throw notAllowed();
          [from, to] = [['CLAIMED'], 'COMPLETED'];
        }
        extra.completedAt = now;
        break;
      case 'RETURN':
        if (isOwner) throw forbidden('Only the borrower can return an item');
        if (share.sharingType !== 'BORROW') throw badRequest('A gift is not returned.');
        if (share.status !== 'CLAIMED') throw notAllowed();
        [from, to] = [['CLAIMED'], 'RETURNED'];
        extra.returnedAt = now;
        break;
      case 'DECLINE':
        if (isOwner) throw forbidden('Only the recipient can decline a share');
        if (share.status !== 'CLAIMED') throw notAllowed();
        [from, to] = [['CLAIMED'], 'DECLINED'];
        break;
    }
    const values = {
      ...extra,
      status: to,
      updatedAt: now,
      ...(responseMessage ? { responseMessage } : {}),
    };
    if (action === 'COMPLETE' && share.sharingType === 'DONATE') {
      await this.completeDonation(row, values);
    } else if (!(await this.repository.transition(share.id, from, values))) {
      throw badRequest('This share changed in the meantime. Refresh and try again.');
    }
    await this.announce(row, MANAGE_CHANGES[action]);
    return { share_id: share.id, action, new_status: to, message: `Share ${to.toLowerCase()}` };
  }

  /**
   * The hand-over of a gift: the item moves to the recipient's inventory, with its own copy of
   * the photo, and the donor keeps the share in their history.
   */
  private async completeDonation(row: ShareWithPeople, values: Partial<ShareRow>) {
    const { share } = row;
    if (!share.recipientId || !share.itemId) throw badRequest('This gift has no recipient yet.');
    const recipientId = share.recipientId;
    const item = await this.deps.inventory.findOwned(share.ownerId, share.itemId);
    const now = this.now();
    let copiedFile: typeof files.$inferInsert | null = null;
    const copiedKeys: string[] = [];
    if (item?.sourceFileId) {
      const [source] = await this.deps.db
        .select()
        .from(files)
        .where(eq(files.id, item.sourceFileId))
        .limit(1);
      if (source) {
        const fileId = randomUUID();
        const extension = source.storageKey.split('.').pop();
        const storageKey = `${recipientId}/${fileId}.${extension}`;
        const thumbnailKey = source.thumbnailKey ? `${recipientId}/${fileId}-thumb.jpg` : null;
        const body = await this.deps.storage.get(source.storageKey);
        if (body) {
          await this.deps.storage.put(storageKey, body, source.mimeType);
          copiedKeys.push(storageKey);
          const thumbnail = source.thumbnailKey
            ? await this.deps.storage.get(source.thumbnailKey)
            : null;
          if (thumbnail && thumbnailKey) {
            await this.deps.storage.put(thumbnailKey, thumbnail, 'image/jpeg');
            copiedKeys.push(thumbnailKey);
          }
          copiedFile = {
            ...source,
            id: fileId,
            userId: recipientId,
            storageKey,
            thumbnailKey: thumbnail ? thumbnailKey : null,
            description: `Received from ${displayName(row.owner)}`,
            createdAt: now,
            updatedAt: now,
          };
        }
      }
    }
    // The item's own picture moves with it, under the recipient's keys.
    const picture: { imageKey: string | null; imageThumbnailKey: string | null } = {
      imageKey: null,
      imageThumbnailKey: null,
    };
    const pictureId = randomUUID();
    for (const field of ['imageKey', 'imageThumbnailKey'] as const) {
      const key = item?.[field];
      const body = key ? await this.deps.storage.get(key) : null;
      if (!key || !body) continue;
      const copy = `${recipientId}/${pictureId}${field === 'imageKey' ? '' : '-thumb'}.jpg`;
      await this.deps.storage.put(copy, body, 'image/jpeg');
      copiedKeys.push(copy);
      picture[field] = copy;
    }
    try {
      await this.deps.db.transaction(async (tx) => {
        const moved = await this.repository.transitionIn(tx, share.id, ['CLAIMED'], values);
        if (!moved) throw badRequest('This share changed in the meantime. Refresh and try again.');
        if (copiedFile) await tx.insert(files).values(copiedFile);
        if (item) {
          await tx
            .update(inventoryItems)
            .set({
              userId: recipientId,
              sourceFileId: copiedFile?.id ?? null,
              ...picture,
              isPublic: false,
              isVerified: false,
              location: null,
              notes: null,
              updatedAt: now,
            })
            .where(and(eq(inventoryItems.id, item.id), eq(inventoryItems.userId, share.ownerId)));
        }
      });
    } catch (error) {
      await this.deps.storage.delete(copiedKeys).catch(() => undefined);
      throw error;
    }
    const oldPicture = [item?.imageKey, item?.imageThumbnailKey].filter((k): k is string => !!k);
    if (oldPicture.length) await this.deps.storage.delete(oldPicture).catch(() => undefined);
  }

  async sendReminder(userId: string, shareId: string) {
    const row = await this.participating(userId, shareId);
    const { share } = row;
    if (share.ownerId !== userId) throw forbidden('Only the owner can send a reminder');
    if (share.status !== 'CLAIMED' || share.sharingType !== 'BORROW' || !row.recipient) {
      throw badRequest('Reminders are for items that are lent out.');
    }
    const now = this.now();
    if (!this.canSendReminder(share, now)) {
      const wait = (share.lastReminderAt!.getTime() + REMINDER_COOLDOWN_MS - now.getTime()) / 1000;
      throw tooManyRequests('A reminder was already sent in the last 24 hours.', wait);
    }
    await this.repository.transition(share.id, ['CLAIMED'], { lastReminderAt: now });
    await this.mail(
      row.recipient.email,
      returnReminderMail({
        ownerName: displayName(row.owner)!,
        itemName: share.itemName,
        expectedReturnDate: share.expectedReturnDate,
      }),
    );
    await this.announce(row, 'reminded');
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
    const now = this.now();
    if (
      !row ||
      row.share.status === 'CANCELLED' ||
      row.share.status === 'DECLINED' ||
      row.share.status === 'EXPIRED' ||
      (row.share.status === 'PENDING' && row.share.expiresAt.getTime() <= now.getTime())
    ) {
      throw notFound(SHARE_NOT_FOUND);
    }
    return row;
  }

  async publicView(token: string, viewerId: string | null): Promise<PublicShareView> {
    const row = await this.openShare(token);
    const { share } = row;
    const item = share.itemId ? await this.deps.inventory.findAny(share.itemId) : undefined;
    const picture = item ? pictureOf(item, item.source) : null;
    const image = picture ? await new FileUrlSigner(this.deps.storage).urlsOf(picture) : null;
    const isOwner = viewerId === share.ownerId;
    const meantForViewer =
      !share.recipientId || share.recipientId === viewerId || viewerId === null;
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
        approximate_location: approximateLocation(item?.location ?? null),
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

  async claim(token: string, userId: string, message: string | null | undefined) {
    const row = await this.openShare(token);
    const { share } = row;
    if (share.ownerId === userId) throw badRequest('You cannot claim your own item');
    if (share.status !== 'PENDING') throw conflict('This item has already been claimed');
    if (share.recipientId && share.recipientId !== userId)
      throw forbidden('You cannot claim this item');
    const now = this.now();
    if (!(await this.repository.claim(share.id, userId, message?.trim() || null, now))) {
      throw conflict('This item has already been claimed');
    }
    const claimed = await this.repository.findById(share.id);
    const claimer = claimed?.recipient ?? null;
    await this.mail(
      row.owner.email,
      shareClaimedMail({
        claimerName: displayName(claimer) ?? 'Someone',
        itemName: share.itemName,
        message: message?.trim() || null,
      }),
    );
    if (claimed) await this.announce(claimed, 'claimed');
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
    const rows = await this.repository.ofItems(itemIds);
    const now = this.now();
    const byItem = new Map<string, ShareWithPeople[]>();
    for (const row of rows) {
      const list = byItem.get(row.share.itemId!) ?? [];
      list.push(row);
      byItem.set(row.share.itemId!, list);
    }
    const info = new Map<string, SharingInfo>();
    for (const [itemId, list] of byItem) {
      const mine = list.filter((row) => row.share.ownerId === viewerId);
      const borrowing = list.find(
        (row) =>
          row.share.recipientId === viewerId &&
          row.share.status === 'CLAIMED' &&
          row.share.sharingType === 'BORROW',
      );
      const current =
        mine.find((row) => ['PENDING', 'CLAIMED', 'RETURNED'].includes(row.share.status)) ??
        mine[0];
      if (!borrowing && !current) continue;
      info.set(itemId, {
        is_borrowed: Boolean(borrowing),
        borrowed_from_name: borrowing ? displayName(borrowing.owner) : null,
        borrow_expected_return: borrowing?.share.expectedReturnDate ?? null,
        is_shared: Boolean(
          current && ['PENDING', 'CLAIMED', 'RETURNED'].includes(current.share.status),
        ),
        sharing_status: current?.share.status ?? (borrowing ? 'CLAIMED' : null),
        sharing_type: (current ?? borrowing)?.share.sharingType ?? null,
        shared_with_name: current
          ? (displayName(current.recipient) ?? current.share.recipientEmail)
          : null,
        expected_return_date: (current ?? borrowing)?.share.expectedReturnDate ?? null,
        returned_at: current?.share.returnedAt?.toISOString() ?? null,
        can_send_reminder: current ? this.canSendReminder(current.share, now) : false,
        share_id: (current ?? borrowing)?.share.id ?? null,
        sharing_history: (borrowing ? [borrowing] : mine).map((row) => ({
          share_id: row.share.id,
          status: row.share.status,
          sharing_type: row.share.sharingType,
          shared_with_name: displayName(row.recipient) ?? row.share.recipientEmail,
          created_at: row.share.createdAt.toISOString(),
        })),
      });
    }
    return info;
  }
}
