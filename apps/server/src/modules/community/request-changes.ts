import { displayName } from '../../lib/display-name.js';
import type { RequestChange, RequestChangeKind } from '../../lib/domain-events.js';
import type { RequestWithPeople } from './borrow-requests.repository.js';

/** The `requestsChanged` event of a request as it is now, with everyone who may answer it. */
export function requestChangeOf(
  row: RequestWithPeople,
  change: RequestChangeKind,
  lenders: { id: string; email: string }[] = [row.owner],
): RequestChange {
  const { request } = row;
  return {
    change,
    requestId: request.id,
    itemId: request.itemId,
    itemName: request.itemName,
    ownerId: row.owner.id,
    ownerName: displayName(row.owner)!,
    requesterId: row.requester.id,
    requesterName: displayName(row.requester)!,
    shareId: request.shareId,
    ownerEmail: row.owner.email,
    requesterEmail: row.requester.email,
    message: request.message,
    responseMessage: request.responseMessage,
    expectedReturnDate: request.expectedReturnDate,
    expiresAt: request.expiresAt.toISOString(),
    shareToken: row.shareToken,
    lenderIds: lenders.map((lender) => lender.id),
    lenderEmails: lenders.map((lender) => lender.email),
  };
}
