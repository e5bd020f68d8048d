import { displayName } from '../../lib/display-name.js';
import type { ShareChange, ShareChangeKind } from '../../lib/domain-events.js';
import type { ShareWithPeople } from './sharing.repository.js';

/** The `sharesChanged` event of a share as it is now. */
export function shareChangeOf(row: ShareWithPeople, change: ShareChangeKind): ShareChange {
  const { share } = row;
  return {
    change,
    shareId: share.id,
    itemId: share.itemId,
    itemName: share.itemName,
    sharingType: share.sharingType,
    ownerId: share.ownerId,
    ownerName: displayName(row.owner)!,
    recipientId: row.recipient?.id ?? null,
    recipientName: displayName(row.recipient),
    expectedReturnDate: share.expectedReturnDate,
    ownerEmail: row.owner.email,
    recipientEmail: row.recipient?.email ?? null,
    invitedEmail: share.recipientEmail,
    shareToken: share.shareToken,
    notes: share.notes,
    claimMessage: share.claimMessage,
  };
}
