import { SHARING_LIMITS } from '@circle/contract';
import type { BorrowRequestRow } from '../../db/schema.js';
import { addDays } from '../sharing/index.js';

export type RequestStatus = BorrowRequestRow['status'];
export type RequestAction = 'APPROVE' | 'DENY' | 'CLAIM' | 'CANCEL';

/** The moment an owner's week to answer a request made at `now` runs out. */
export function requestExpiresAt(now: Date): Date {
  return addDays(now, SHARING_LIMITS.ownerResponseDays);
}

/** A pending request whose answer period ran out counts as EXPIRED from that moment. */
export function isOverdue(
  request: Pick<BorrowRequestRow, 'status' | 'expiresAt'>,
  now: Date,
): boolean {
  return request.status === 'PENDING' && request.expiresAt.getTime() <= now.getTime();
}

/** The status a request shows at `now`: an overdue pending request is EXPIRED. */
export function currentRequestStatus(
  request: Pick<BorrowRequestRow, 'status' | 'expiresAt'>,
  now: Date,
): RequestStatus {
  return isOverdue(request, now) ? 'EXPIRED' : request.status;
}

/**
 * What an action does to a request (spec §4): the new status, or the reason it is refused.
 * The owner approves or denies a pending request; the requester claims an approved one or
 * cancels a pending one.
 */
export function nextRequestStatus(
  request: Pick<BorrowRequestRow, 'status' | 'shareId'>,
  action: RequestAction,
): { to: RequestStatus } | { refused: string } {
  switch (action) {
    case 'APPROVE':
    case 'DENY':
      if (request.status === 'EXPIRED') return { refused: 'This request has expired.' };
      if (request.status !== 'PENDING')
        return { refused: 'Only pending requests can be approved or denied.' };
      return { to: action === 'APPROVE' ? 'APPROVED' : 'DENIED' };
    case 'CLAIM':
      if (request.status !== 'APPROVED' || !request.shareId)
        return { refused: 'Only approved requests can be claimed.' };
      return { to: 'CLAIMED' };
    case 'CANCEL':
      if (request.status !== 'PENDING')
        return { refused: 'Only pending requests can be cancelled.' };
      return { to: 'CANCELLED' };
  }
}

/** An approved request can be claimed while its share is still an open offer. */
export function isClaimable(
  request: Pick<BorrowRequestRow, 'status'>,
  share: { status: string; expiresAt: Date } | null,
  now: Date,
): boolean {
  return (
    request.status === 'APPROVED' &&
    share?.status === 'PENDING' &&
    share.expiresAt.getTime() > now.getTime()
  );
}
