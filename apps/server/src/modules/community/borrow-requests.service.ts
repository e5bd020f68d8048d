import { randomUUID } from 'node:crypto';
import { SHARING_LIMITS, type BorrowRequest } from '@circle/contract';
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer } from '../../adapters/mailer/mailer.js';
import {
  borrowDecisionMail,
  borrowRequestMail,
  type RenderedMail,
} from '../../adapters/mailer/templates.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Db } from '../../db/database.js';
import type { DomainEventBus, RequestChangeKind } from '../../lib/domain-events.js';
import {
  borrowRequests,
  files,
  inventoryItems,
  shares,
  users,
  type BorrowRequestRow,
} from '../../db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { FileUrlSigner, pictureOf } from '../../lib/file-urls.js';
import { displayName } from '../../lib/display-name.js';
import { pagination } from '../../lib/pagination.js';
import { addDays, addMonths, daysUntil, isoDay } from '../sharing/sharing-dates.js';
import type { SharingService } from '../sharing/sharing.service.js';

export const REQUEST_NOT_FOUND = 'Borrow request not found';
const requester = alias(users, 'requester');
const owner = alias(users, 'owner');

export interface BorrowRequestsDeps {
  db: Db;
  sharing: SharingService;
  storage: Storage;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Where request changes are announced (notifications, live updates). */
  events?: DomainEventBus;
}

/**
 * Borrow requests on public items: the owner has seven days to answer, after which a request is
 * EXPIRED (time comes from the injected clock). Approval creates a BORROW share for the requester.
 */
export class BorrowRequestsService {
  constructor(private readonly deps: BorrowRequestsDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  private async mail(to: string, mail: RenderedMail): Promise<boolean> {
    try {
      await this.deps.mailer.send({ to, ...mail });
      return true;
    } catch (error) {
      this.deps.log.error({ err: error, to }, 'borrow request mail could not be sent');
      return false;
    }
  }

  /** Tells the subscribers (notifications, live updates) how a request changed. */
  private async announce(id: string, change: RequestChangeKind) {
    if (!this.deps.events) return;
    const [row] = await this.deps.db
      .select({
        request: borrowRequests,
        owner: { name: owner.fullName, email: owner.email },
        requester: { name: requester.fullName, email: requester.email },
      })
      .from(borrowRequests)
      .innerJoin(owner, eq(owner.id, borrowRequests.ownerId))
      .innerJoin(requester, eq(requester.id, borrowRequests.requesterId))
      .where(eq(borrowRequests.id, id))
      .limit(1);
    if (!row) return;
    await this.deps.events.emit('requestsChanged', {
      change,
      requestId: row.request.id,
      itemId: row.request.itemId,
      itemName: row.request.itemName,
      ownerId: row.request.ownerId,
      ownerName: displayName(row.owner),
      requesterId: row.request.requesterId,
      requesterName: displayName(row.requester),
      shareId: row.request.shareId,
    });
  }

  /** Marks the requests whose week ran out as EXPIRED, before any read or change. */
  private async expireOverdue(userId: string) {
    await this.deps.db
      .update(borrowRequests)
      .set({ status: 'EXPIRED', updatedAt: this.now() })
      .where(
        and(
          eq(borrowRequests.status, 'PENDING'),
          lte(borrowRequests.expiresAt, this.now()),
          sql`(${borrowRequests.ownerId} = ${userId} OR ${borrowRequests.requesterId} = ${userId})`,
        ),
      );
  }

  async create(
    requesterId: string,
    itemId: string,
    input: {
      message?: string | null | undefined;
      expected_return_date?: string | null | undefined;
    },
  ) {
    const [item] = await this.deps.db
      .select({
        id: inventoryItems.id,
        name: inventoryItems.itemName,
        ownerId: inventoryItems.userId,
        isPublic: inventoryItems.isPublic,
        isShareable: inventoryItems.isShareable,
        ownerEmail: users.email,
      })
      .from(inventoryItems)
      .innerJoin(users, eq(users.id, inventoryItems.userId))
      .where(eq(inventoryItems.id, itemId))
      .limit(1);
    if (!item || !item.isPublic) throw notFound('Item not found');
    if (item.ownerId === requesterId)
      throw badRequest('You cannot request to borrow your own item.');
    if (!item.isShareable) throw badRequest('This item is not currently available for borrowing.');
    const now = this.now();
    if (input.expected_return_date) {
      const tomorrow = isoDay(addDays(now, 1));
      const latest = isoDay(addMonths(now, SHARING_LIMITS.borrowReturnMaxMonths));
      if (input.expected_return_date < tomorrow || input.expected_return_date > latest) {
        throw new AppError(
          422,
          'Please select a future date for the expected return, at most 6 months ahead.',
        );
      }
    }
    await this.expireOverdue(requesterId);
    const id = randomUUID();
    const expiresAt = addDays(now, SHARING_LIMITS.ownerResponseDays);
    const inserted = await this.deps.db
      .insert(borrowRequests)
      .values({
        id,
        itemId: item.id,
        itemName: item.name,
        ownerId: item.ownerId,
        requesterId,
        status: 'PENDING',
        message: input.message?.trim() || null,
        expectedReturnDate: input.expected_return_date ?? null,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: borrowRequests.id });
    if (inserted.length === 0) throw conflict('You already have a pending request for this item.');
    const [me] = await this.deps.db
      .select({ name: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, requesterId));
    const ownerNotified = await this.mail(
      item.ownerEmail,
      borrowRequestMail({
        requesterName: me ? displayName(me) : 'Someone',
        itemName: item.name,
        message: input.message?.trim() || null,
        expectedReturnDate: input.expected_return_date ?? null,
        expiresAt,
        url: `${this.deps.publicUrl}/community?tab=requests`,
      }),
    );
    await this.announce(id, 'created');
    return { request_id: id, owner_notified: ownerNotified, expires_at: expiresAt.toISOString() };
  }

  private query() {
    return this.deps.db
      .select({
        request: borrowRequests,
        requester: { name: requester.fullName, email: requester.email },
        owner: { name: owner.fullName, email: owner.email },
        share: { status: shares.status, token: shares.shareToken, expiresAt: shares.expiresAt },
        image: {
          id: files.id,
          storageKey: files.storageKey,
          thumbnailKey: files.thumbnailKey,
          mimeType: files.mimeType,
          filename: files.filename,
          contentType: files.contentType,
        },
        item: {
          id: inventoryItems.id,
          itemName: inventoryItems.itemName,
          imageKey: inventoryItems.imageKey,
          imageThumbnailKey: inventoryItems.imageThumbnailKey,
          visualAreaPercentage: inventoryItems.visualAreaPercentage,
        },
      })
      .from(borrowRequests)
      .innerJoin(requester, eq(requester.id, borrowRequests.requesterId))
      .innerJoin(owner, eq(owner.id, borrowRequests.ownerId))
      .leftJoin(shares, eq(shares.id, borrowRequests.shareId))
      .leftJoin(inventoryItems, eq(inventoryItems.id, borrowRequests.itemId))
      .leftJoin(files, eq(files.id, inventoryItems.sourceFileId));
  }

  private async present(
    rows: Awaited<ReturnType<BorrowRequestsService['query']>>,
  ): Promise<BorrowRequest[]> {
    const signer = new FileUrlSigner(this.deps.storage);
    const now = this.now();
    return Promise.all(
      rows.map(async (row) => {
        const { request } = row;
        const picture = row.item?.id
          ? pictureOf(row.item, row.image)
          : row.image?.id && row.image.contentType === 'image'
            ? row.image
            : null;
        const image = picture ? await signer.urlsOf(picture) : null;
        const claimable =
          request.status === 'APPROVED' &&
          row.share?.status === 'PENDING' &&
          row.share.expiresAt.getTime() > now.getTime();
        return {
          id: request.id,
          request_id: request.id,
          item_id: request.itemId,
          item_name: request.itemName,
          item_image_url: image?.thumbnailUrl ?? image?.url ?? null,
          requester_name: displayName(row.requester),
          owner_name: displayName(row.owner),
          created_at: request.createdAt.toISOString(),
          expires_at: request.expiresAt.toISOString(),
          days_until_expiry: Math.max(0, daysUntil(request.expiresAt, now)),
          status: request.status as BorrowRequest['status'],
          message: request.message,
          response_message: request.responseMessage,
          expected_return_date: request.expectedReturnDate,
          claimable,
          share_url: row.share ? this.deps.sharing.shareUrl(row.share.token) : null,
        };
      }),
    );
  }

  /** The requests the user received (as owner) or sent (as requester), newest first. */
  private async listFor(
    column: 'ownerId' | 'requesterId',
    userId: string,
    status: BorrowRequest['status'] | undefined,
    limit: number,
    offset: number,
  ) {
    await this.expireOverdue(userId);
    const where = and(
      eq(borrowRequests[column], userId),
      status
        ? eq(borrowRequests.status, status)
        : inArray(borrowRequests.status, ['PENDING', 'APPROVED', 'DENIED', 'EXPIRED']),
    );
    const [rows, [total]] = await Promise.all([
      this.query().where(where).orderBy(desc(borrowRequests.createdAt)).limit(limit).offset(offset),
      this.deps.db.select({ value: count() }).from(borrowRequests).where(where),
    ]);
    return {
      requests: await this.present(rows),
      pagination: pagination(Number(total?.value ?? 0), limit, offset),
    };
  }

  async received(
    ownerId: string,
    status: BorrowRequest['status'] | undefined,
    limit: number,
    offset: number,
  ) {
    return this.listFor('ownerId', ownerId, status, limit, offset);
  }

  /** Claimed and cancelled requests leave the sent list. */
  async sent(
    requesterId: string,
    status: BorrowRequest['status'] | undefined,
    limit: number,
    offset: number,
  ) {
    return this.listFor('requesterId', requesterId, status, limit, offset);
  }

  async summary(ownerId: string) {
    await this.expireOverdue(ownerId);
    const soon = addDays(this.now(), SHARING_LIMITS.expiringSoonDays);
    const [row] = await this.deps.db
      .select({
        pending: sql<number>`count(*) FILTER (WHERE ${borrowRequests.status} = 'PENDING')`.mapWith(
          Number,
        ),
        total:
          sql<number>`count(*) FILTER (WHERE ${borrowRequests.status} <> 'CANCELLED' AND ${borrowRequests.status} <> 'CLAIMED')`.mapWith(
            Number,
          ),
        expiringSoon:
          sql<number>`count(*) FILTER (WHERE ${borrowRequests.status} = 'PENDING' AND ${borrowRequests.expiresAt} <= ${soon.toISOString()})`.mapWith(
            Number,
          ),
      })
      .from(borrowRequests)
      .where(eq(borrowRequests.ownerId, ownerId));
    return {
      pending: row?.pending ?? 0,
      total: row?.total ?? 0,
      expiring_soon: row?.expiringSoon ?? 0,
    };
  }

  private async findFor(
    column: 'ownerId' | 'requesterId',
    userId: string,
    id: string,
  ): Promise<BorrowRequestRow> {
    await this.expireOverdue(userId);
    const [row] = await this.deps.db
      .select()
      .from(borrowRequests)
      .where(and(eq(borrowRequests.id, id), eq(borrowRequests[column], userId)))
      .limit(1);
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    return row;
  }

  async manage(
    ownerId: string,
    id: string,
    action: 'APPROVE' | 'DENY',
    responseMessage?: string | null,
  ) {
    const request = await this.findFor('ownerId', ownerId, id);
    if (request.status === 'EXPIRED') throw badRequest('This request has expired.');
    if (request.status !== 'PENDING')
      throw badRequest('Only pending requests can be approved or denied.');
    const now = this.now();
    const message = responseMessage?.trim() || null;
    const status = action === 'APPROVE' ? 'APPROVED' : 'DENIED';
    const itemId = request.itemId;
    if (action === 'APPROVE' && !itemId) throw badRequest('The item no longer exists.');
    const share =
      action === 'APPROVE'
        ? await this.deps.sharing.prepareBorrowShare(ownerId, itemId!, request.requesterId, {
            notes: message,
            expectedReturnDate: request.expectedReturnDate,
          })
        : null;
    // The answer and the share for the requester are written together, or not at all.
    await this.deps.db.transaction(async (tx) => {
      if (share) await this.deps.sharing.insertPreparedShare(tx, share);
      const updated = await tx
        .update(borrowRequests)
        .set({
          status,
          responseMessage: message,
          respondedAt: now,
          updatedAt: now,
          shareId: share?.values.id ?? null,
        })
        .where(and(eq(borrowRequests.id, id), eq(borrowRequests.status, 'PENDING')))
        .returning({ id: borrowRequests.id });
      if (updated.length === 0) {
        throw badRequest('Only pending requests can be approved or denied.');
      }
    });
    const shareId = share?.values.id ?? null;
    const shareUrl = share?.shareUrl ?? null;
    const people = await this.deps.db
      .select({ id: users.id, name: users.fullName, email: users.email })
      .from(users)
      .where(inArray(users.id, [ownerId, request.requesterId]));
    const ownerRow = people.find((person) => person.id === ownerId)!;
    const requesterRow = people.find((person) => person.id === request.requesterId);
    if (requesterRow) {
      await this.mail(
        requesterRow.email,
        borrowDecisionMail({
          ownerName: displayName(ownerRow),
          itemName: request.itemName,
          approved: action === 'APPROVE',
          responseMessage: message,
          shareUrl,
        }),
      );
    }
    await this.announce(id, action === 'APPROVE' ? 'approved' : 'denied');
    return {
      request_id: id,
      action,
      status: status as 'APPROVED' | 'DENIED',
      share_created: shareId !== null,
      share_url: shareUrl,
    };
  }

  async claim(requesterId: string, id: string, message?: string | null) {
    const request = await this.findFor('requesterId', requesterId, id);
    if (request.status !== 'APPROVED' || !request.shareId)
      throw badRequest('Only approved requests can be claimed.');
    const [share] = await this.deps.db
      .select({ token: shares.shareToken })
      .from(shares)
      .where(eq(shares.id, request.shareId));
    if (!share) throw badRequest('The share of this request no longer exists.');
    const result = await this.deps.sharing.claim(share.token, requesterId, message);
    await this.deps.db
      .update(borrowRequests)
      .set({ status: 'CLAIMED', updatedAt: this.now() })
      .where(eq(borrowRequests.id, id));
    await this.announce(id, 'claimed');
    return result;
  }

  async cancel(requesterId: string, id: string) {
    const request = await this.findFor('requesterId', requesterId, id);
    if (request.status !== 'PENDING') throw badRequest('Only pending requests can be cancelled.');
    await this.deps.db
      .update(borrowRequests)
      .set({ status: 'CANCELLED', updatedAt: this.now() })
      .where(and(eq(borrowRequests.id, id), eq(borrowRequests.status, 'PENDING')));
    await this.announce(id, 'cancelled');
    return { success: true, message: 'Request cancelled' };
  }
}
