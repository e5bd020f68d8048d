import type { RequestChange, ShareChange } from '../../lib/domain-events.js';
import { dueBackSentence, readableDate } from '../../lib/readable-dates.js';
import type { NotificationInput } from './notifications.service.js';

const quoted = (name: string) => `"${name}"`;

/** Who hears about a share change, and what they read; null when nobody is told. */
export function shareNotification(change: ShareChange, today: string): NotificationInput | null {
  const item = quoted(change.itemName);
  const refs = { shareId: change.shareId, itemId: change.itemId };
  const borrower = change.recipientName ?? 'The borrower';
  const due = change.expectedReturnDate ? readableDate(change.expectedReturnDate) : null;
  const toOwner = (kind: NotificationInput['kind'], title: string, body: string) => ({
    userId: change.ownerId,
    kind,
    title,
    body,
    ...refs,
  });
  const toRecipient = (kind: NotificationInput['kind'], title: string, body: string) =>
    change.recipientId ? { userId: change.recipientId, kind, title, body, ...refs } : null;
  const isLoan = change.sharingType === 'BORROW';
  switch (change.change) {
    case 'claimed':
      return toOwner(
        'share_claimed',
        `${borrower} claimed ${item}`,
        isLoan
          ? `They are borrowing it${due ? ` until ${due}` : ''}.`
          : 'Complete the hand-over once you have given it to them.',
      );
    case 'returned':
      return toOwner(
        'share_returned',
        `${borrower} returned ${item}`,
        'Check that you have it back and mark the loan complete.',
      );
    case 'declined':
      return toOwner('share_declined', `${borrower} declined ${item}`, 'The item is yours again.');
    case 'expired':
      return toOwner(
        'share_expired',
        `The link for ${item} expired`,
        'Nobody claimed it in time. Share it again whenever you like.',
      );
    case 'owner_overdue':
      return toOwner(
        'loan_overdue_owner',
        `${item} is overdue`,
        `${borrower} was due to return it${due ? ` on ${due}` : ''}.`,
      );
    case 'completed':
      return isLoan
        ? toRecipient(
            'share_completed',
            `${change.ownerName} completed the loan of ${item}`,
            'Thank you for bringing it back.',
          )
        : toRecipient(
            'share_completed',
            `${item} is now yours`,
            `${change.ownerName} completed the hand-over; it is in your inventory.`,
          );
    case 'cancelled':
      return toRecipient(
        'share_cancelled',
        `${change.ownerName} cancelled the share of ${item}`,
        'The link no longer works.',
      );
    case 'reminded':
      return toRecipient(
        'loan_reminder',
        `${change.ownerName} sent a reminder about ${item}`,
        dueBackSentence(change.expectedReturnDate, today) || 'Please return it when you can.',
      );
    case 'due_tomorrow':
      return toRecipient(
        'loan_due_tomorrow',
        `${item} is due back tomorrow`,
        `Please return it to ${change.ownerName}${due ? ` by ${due}` : ''}.`,
      );
    case 'overdue':
      return toRecipient(
        'loan_overdue',
        `${item} is overdue`,
        `It was due back to ${change.ownerName}${due ? ` on ${due}` : ''}.`,
      );
    case 'created':
      return null;
  }
}

/** Who hears about a borrow request change, and what they read; null when nobody is told. */
export function requestNotification(change: RequestChange): NotificationInput | null {
  const item = quoted(change.itemName);
  const refs = { requestId: change.requestId, itemId: change.itemId, shareId: change.shareId };
  switch (change.change) {
    case 'created':
      return {
        userId: change.ownerId,
        kind: 'borrow_request',
        title: `${change.requesterName} would like to borrow ${item}`,
        body: 'Approve or deny the request within 7 days.',
        ...refs,
      };
    case 'approved':
      return {
        userId: change.requesterId,
        kind: 'request_approved',
        title: `${change.ownerName} approved your request for ${item}`,
        body: 'Claim it to confirm the loan.',
        ...refs,
      };
    case 'denied':
      return {
        userId: change.requesterId,
        kind: 'request_denied',
        title: `${change.ownerName} declined your request for ${item}`,
        body: 'Maybe someone else in the community has one.',
        ...refs,
      };
    case 'expired':
      return {
        userId: change.requesterId,
        kind: 'request_expired',
        title: `Your request for ${item} expired`,
        body: `${change.ownerName} did not answer within 7 days.`,
        ...refs,
      };
    case 'claimed':
    case 'cancelled':
      return null;
  }
}

/** The owner's notice that an item's warranty is about to end. */
export function warrantyNotification(
  item: { itemId: string; userId: string; itemName: string; warrantyUntil: string },
  now: Date,
): NotificationInput {
  const ends = new Date(`${item.warrantyUntil}T00:00:00Z`);
  const days = Math.round(
    (ends.getTime() - Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(ends);
  const when = days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
  return {
    userId: item.userId,
    kind: 'warranty_ending',
    title: `The warranty of ${quoted(item.itemName)} ends ${when}`,
    body: `It covers it until ${day}. Check it over now, while a fault is still repaired for free.`,
    itemId: item.itemId,
  };
}
