import { randomUUID } from 'node:crypto';
import { SHARING_LIMITS, type BorrowRequest } from '@circle/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { DomainEventBus, RequestChangeKind } from '../../lib/domain-events.js';
import type { Tx } from '../../db/database.js';
import type { BorrowRequestRow } from '../../db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { displayName } from '../../lib/display-name.js';
import { FileUrlSigner, pictureOf } from '../../lib/file-urls.js';
import { pagination } from '../../lib/pagination.js';
import type { PublicItemsRepository } from '../inventory/index.js';
import { addDays, borrowReturnDateProblem, daysUntil } from '../sharing/index.js';
import type { SharingService } from '../sharing/index.js';
import type { MailQuota } from '../mail/index.js';
import type { AccessPolicy } from '../households/index.js';
import type { BorrowRequestsRepository, ListedRequest } from './borrow-requests.repository.js';
import { isClaimable, nextRequestStatus, requestExpiresAt } from './borrow-request-rules.js';
import { requestChangeOf } from './request-changes.js';

export const REQUEST_NOT_FOUND = 'Borrow request not found';
const RECEIVED_STATUSES: BorrowRequest['status'][] = ['PENDING', 'APPROVED', 'DENIED', 'EXPIRED'];
/** The requester still sees a request once claimed: it became their loan. */
const SENT_STATUSES: BorrowRequest['status'][] = [...RECEIVED_STATUSES, 'CLAIMED'];

export interface BorrowRequestsDeps {
  requests: Pick<
    BorrowRequestsRepository,
    | 'findWithPeople'
    | 'expireOverdueOf'
    | 'insert'
    | 'listFor'
    | 'summary'
    | 'findFor'
    | 'answer'
    | 'setStatus'
    | 'transaction'
    | 'lendersOf'
    | 'householdOf'
  >;
  /** Decides who may answer a request: the owners and members of the item's household. */
  access: Pick<AccessPolicy, 'isMember' | 'ofHousehold'>;
  publicItems: Pick<PublicItemsRepository, 'findWithOwner'>;
  sharing: Pick<SharingService, 'createFor' | 'claimById' | 'shareUrl'>;
  storage: Storage;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Where request changes are announced (notifications and their mails, live updates). */
  events?: DomainEventBus;
  /** Limits on the request mails people cause owners to get. */
  mailQuota?: Pick<MailQuota, 'take'>;
}

/** The rules' refusal of an action as the API's 400. */
function moveOrRefuse(request: BorrowRequestRow, action: Parameters<typeof nextRequestStatus>[1]) {
  const move = nextRequestStatus(request, action);
  if ('refused' in move) throw badRequest(move.refused);
  return move.to;
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

  /** Tells the subscribers (notifications, live updates) how a request changed. */
  private async announce(id: string, change: RequestChangeKind) {
    if (!this.deps.events) return;
    const event = await this.changeOf(id, change);
    if (event) await this.deps.events.emit('requestsChanged', event);
  }

  /** Who may answer requests on the household's items; the adder when nobody else may. */
  private async lenders(
    householdId: string | null,
    owner: { id: string; email: string },
    tx?: Tx,
  ): Promise<{ id: string; email: string }[]> {
    const lenders = householdId ? await this.deps.requests.lendersOf(householdId, tx) : [];
    return lenders.length > 0 ? lenders : [owner];
  }

  /** The request's event as it is now, naming everyone in the household who may answer it. */
  private async changeOf(id: string, change: RequestChangeKind, tx?: Tx) {
    const row = await this.deps.requests.findWithPeople(id, tx);
    if (!row) return undefined;
    const lenders = await this.lenders(row.request.householdId, row.owner, tx);
    return requestChangeOf(row, change, lenders);
  }

  /**
   * Records the change inside `tx`, so its notification and mail commit with it (or not at all);
   * answers what runs once `tx` has committed.
   */
  private async record(tx: Tx, id: string, change: RequestChangeKind) {
    if (!this.deps.events) return undefined;
    const event = (await this.changeOf(id, change, tx))!;
    return this.deps.events.record(tx, 'requestsChanged', event);
  }

  /** Marks the requests whose week ran out as EXPIRED, before any read or change. */
  private async expireOverdue(userId: string) {
    await this.deps.requests.expireOverdueOf(userId, this.now());
  }

  async create(
    requesterId: string,
    itemId: string,
    input: {
      message?: string | null | undefined;
      expected_return_date?: string | null | undefined;
    },
  ) {
    const item = await this.deps.publicItems.findWithOwner(itemId);
    if (!item || !item.isPublic) throw notFound('Item not found');
    // A household's items are every member's own, whoever added them.
    if (
      item.ownerId === requesterId ||
      (await this.deps.access.isMember(requesterId, item.householdId))
    ) {
      throw badRequest('You cannot request to borrow your own item.');
    }
    if (!item.isShareable) throw badRequest('This item is not currently available for borrowing.');
    const now = this.now();
    if (input.expected_return_date) {
      const problem = borrowReturnDateProblem(input.expected_return_date, now);
      if (problem) throw new AppError(422, problem);
    }
    await this.expireOverdue(requesterId);
    const lenders = await this.lenders(item.householdId, {
      id: item.ownerId,
      email: item.ownerEmail,
    });
    for (const lender of lenders) await this.deps.mailQuota?.take(requesterId, lender.email);
    const id = randomUUID();
    const expiresAt = requestExpiresAt(now);
    // The request, the lenders' notifications and their mails commit together.
    const announce = await this.deps.requests.transaction(async (tx) => {
      const inserted = await this.deps.requests.insert(
        {
          id,
          itemId: item.id,
          itemName: item.name,
          householdId: item.householdId,
          ownerId: item.ownerId,
          requesterId,
          status: 'PENDING',
          message: input.message?.trim() || null,
          expectedReturnDate: input.expected_return_date ?? null,
          expiresAt,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      if (!inserted) throw conflict('You already have a pending request for this item.');
      return this.record(tx, id, 'created');
    });
    await announce?.();
    // The lenders' notices and mails were written with the request (the mail is sent from there).
    return { request_id: id, owner_notified: true, expires_at: expiresAt.toISOString() };
  }

  private async present(rows: ListedRequest[]): Promise<BorrowRequest[]> {
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
        return {
          id: request.id,
          request_id: request.id,
          item_id: request.itemId,
          item_name: request.itemName,
          item_image_url: image?.thumbnailUrl ?? image?.url ?? null,
          item_category: row.item?.itemCategory ?? null,
          requester_name: displayName(row.requester),
          owner_name: displayName(row.owner),
          created_at: request.createdAt.toISOString(),
          expires_at: request.expiresAt.toISOString(),
          days_until_expiry: Math.max(0, daysUntil(request.expiresAt, now)),
          status: request.status as BorrowRequest['status'],
          message: request.message,
          response_message: request.responseMessage,
          expected_return_date: request.expectedReturnDate,
          claimable: isClaimable(request, row.share, now),
          share_url: row.share ? this.deps.sharing.shareUrl(row.share.token) : null,
        };
      }),
    );
  }

  /** The requests the user received (as owner) or sent (as requester), newest first. */
  private async listFor(
    role: 'ownerId' | 'requesterId',
    userId: string,
    status: BorrowRequest['status'] | undefined,
    limit: number,
    offset: number,
  ) {
    await this.expireOverdue(userId);
    const statuses = status ? [status] : role === 'requesterId' ? SENT_STATUSES : RECEIVED_STATUSES;
    const { rows, total } = await this.deps.requests.listFor(role, userId, statuses, limit, offset);
    return { requests: await this.present(rows), pagination: pagination(total, limit, offset) };
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
    const row = await this.deps.requests.summary(ownerId, soon);
    return { pending: row.pending, total: row.total, expiring_soon: row.expiringSoon };
  }

  private async findFor(
    role: 'ownerId' | 'requesterId',
    userId: string,
    id: string,
  ): Promise<BorrowRequestRow> {
    await this.expireOverdue(userId);
    const row = await this.deps.requests.findFor(role, userId, id);
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    return row;
  }

  /**
   * Only the owners and members of the item's household answer a request: a viewer is told why
   * (403), anyone else learns nothing (404).
   */
  private async checkAnswerer(userId: string, id: string) {
    const row = await this.deps.requests.householdOf(id);
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    if (row.householdId) {
      await this.deps.access.ofHousehold(userId, row.householdId, 'write', REQUEST_NOT_FOUND);
    } else if (row.ownerId !== userId) {
      throw notFound(REQUEST_NOT_FOUND);
    }
  }

  /** Approves or denies a request; `ownerId` is the answering owner or member of the household. */
  async manage(
    ownerId: string,
    id: string,
    action: 'APPROVE' | 'DENY',
    responseMessage?: string | null,
  ) {
    await this.checkAnswerer(ownerId, id);
    const request = await this.findFor('ownerId', ownerId, id);
    const status = moveOrRefuse(request, action) as 'APPROVED' | 'DENIED';
    const now = this.now();
    const message = responseMessage?.trim() || null;
    const itemId = request.itemId;
    if (action === 'APPROVE' && !itemId) throw badRequest('The item no longer exists.');
    // The answer, the share for the requester and the requester's notice and mail are written
    // together, or not at all.
    let announce: (() => Promise<void>) | undefined;
    const answer = async (tx: Tx, shareId: string | null) => {
      if (
        !(await this.deps.requests.answer(
          id,
          { status, responseMessage: message, shareId, now },
          tx,
        ))
      ) {
        throw badRequest('Only pending requests can be approved or denied.');
      }
      announce = await this.record(tx, id, action === 'APPROVE' ? 'approved' : 'denied');
    };
    const share =
      action === 'APPROVE'
        ? await this.deps.sharing.createFor(
            ownerId,
            itemId!,
            { notes: message, expectedReturnDate: request.expectedReturnDate },
            {
              recipientId: request.requesterId,
              alongside: (tx, created) => answer(tx, created.id),
            },
          )
        : null;
    if (!share) await this.deps.requests.transaction((tx) => answer(tx, null));
    await announce?.();
    return {
      request_id: id,
      action,
      status,
      share_created: share !== null,
      share_url: share?.shareUrl ?? null,
    };
  }

  /** Claims the approved request's share; the share and the request change in one commit. */
  async claim(requesterId: string, id: string, message?: string | null) {
    const request = await this.findFor('requesterId', requesterId, id);
    moveOrRefuse(request, 'CLAIM');
    const result = await this.deps.sharing.claimById(
      request.shareId!,
      requesterId,
      message,
      async (tx) => {
        await this.deps.requests.setStatus(id, 'CLAIMED', this.now(), { tx });
      },
    );
    await this.announce(id, 'claimed');
    return result;
  }

  async cancel(requesterId: string, id: string) {
    const request = await this.findFor('requesterId', requesterId, id);
    moveOrRefuse(request, 'CANCEL');
    await this.deps.requests.setStatus(id, 'CANCELLED', this.now(), { from: 'PENDING' });
    await this.announce(id, 'cancelled');
    return { success: true, message: 'Request cancelled' };
  }
}
