import type { Share, SharingInfo } from '@circle/contract';
import { displayName } from '../../lib/display-name.js';
import type { FileUrlSigner } from '../../lib/file-urls.js';
import { pictureOf } from '../../lib/file-urls.js';
import { ACTIVE_SHARE_STATUSES, type ShareWithPeople } from './sharing.repository.js';
import { canSendReminder } from './share-transitions.js';

/** A share as its owner and recipient see it in their lists. */
export async function presentShare(
  row: ShareWithPeople,
  signer: FileUrlSigner,
  now: Date,
  shareUrl: (token: string) => string,
): Promise<Share> {
  const { share } = row;
  const source = row.image ? { ...row.image, contentType: 'image' } : null;
  const picture = row.item ? pictureOf(row.item, source) : row.image;
  const image = picture ? await signer.urlsOf(picture) : null;
  return {
    share_id: share.id,
    item_id: share.itemId,
    item_name: share.itemName,
    item_image_url: image?.thumbnailUrl ?? image?.url ?? null,
    item_category: row.item?.itemCategory ?? null,
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
    household_name: row.householdName,
    expected_return_date: share.expectedReturnDate,
    claimed_at: share.claimedAt?.toISOString() ?? null,
    returned_at: share.returnedAt?.toISOString() ?? null,
    completed_at: share.completedAt?.toISOString() ?? null,
    share_token: share.shareToken,
    share_url: shareUrl(share.shareToken),
    expires_at: share.expiresAt.toISOString(),
    can_send_reminder: canSendReminder(share, now),
    last_reminder_at: share.lastReminderAt?.toISOString() ?? null,
    claim_message: share.claimMessage,
  };
}

const isActive = (status: string) => (ACTIVE_SHARE_STATUSES as readonly string[]).includes(status);

/**
 * sharing_info of each item from its shares (newest first): lent, pending or returned shares for
 * owners; the current loan for borrowers.
 */
export function sharingInfoOf(
  viewerId: string,
  rows: ShareWithPeople[],
  now: Date,
): Map<string, SharingInfo> {
  const byItem = new Map<string, ShareWithPeople[]>();
  for (const row of rows) {
    const list = byItem.get(row.share.itemId!) ?? [];
    list.push(row);
    byItem.set(row.share.itemId!, list);
  }
  const info = new Map<string, SharingInfo>();
  for (const [itemId, list] of byItem) {
    // The household's shares of its items, whichever member lent them; not the viewer's loans.
    const mine = list.filter(
      (row) => row.share.ownerId === viewerId || row.share.recipientId !== viewerId,
    );
    const borrowing = list.find(
      (row) =>
        row.share.recipientId === viewerId &&
        row.share.status === 'CLAIMED' &&
        row.share.sharingType === 'BORROW',
    );
    const current = mine.find((row) => isActive(row.share.status)) ?? mine[0];
    if (!borrowing && !current) continue;
    info.set(itemId, {
      is_borrowed: Boolean(borrowing),
      borrowed_from_name: borrowing ? displayName(borrowing.owner) : null,
      borrow_expected_return: borrowing?.share.expectedReturnDate ?? null,
      is_shared: Boolean(current && isActive(current.share.status)),
      sharing_status: current?.share.status ?? (borrowing ? 'CLAIMED' : null),
      sharing_type: (current ?? borrowing)?.share.sharingType ?? null,
      shared_with_name: current
        ? (displayName(current.recipient) ?? current.share.recipientEmail)
        : null,
      expected_return_date: (current ?? borrowing)?.share.expectedReturnDate ?? null,
      returned_at: current?.share.returnedAt?.toISOString() ?? null,
      can_send_reminder: current ? canSendReminder(current.share, now) : false,
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
