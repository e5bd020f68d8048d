import type { Share, ShareStatus } from '@circle/contract';
import type { Tone } from '@/lib/item-display';
import { SHARE_STATUS_DISPLAY } from './sharing-labels';

/** Which side of a share the viewer is on: the owner (shared by me) or the recipient. */
export type ShareRole = 'owner' | 'recipient';

/** The manage actions of spec §4 plus the reminder call. */
export type ShareActionKind = 'CANCEL' | 'COMPLETE' | 'RETURN' | 'DECLINE' | 'REMIND';

export const SHARE_ACTION_LABELS: Record<ShareActionKind, string> = {
  CANCEL: 'Cancel Share',
  COMPLETE: 'Mark as Complete',
  RETURN: 'Mark as Returned',
  DECLINE: 'Decline',
  REMIND: 'Send Reminder',
};

/** Success toasts of the manage actions. */
export const SHARE_ACTION_DONE: Record<
  Exclude<ShareActionKind, 'REMIND'>,
  { title: string; message: string }
> = {
  CANCEL: { title: 'Share Cancelled', message: 'The share link no longer works.' },
  COMPLETE: { title: 'Marked as Complete', message: 'This share is now closed.' },
  RETURN: { title: 'Marked as Returned', message: 'The owner can now mark the loan complete.' },
  DECLINE: { title: 'Share Declined', message: 'The item goes back to its owner.' },
};

/**
 * Spec §4 table (actor and from-status): the owner cancels a PENDING share, reminds while a loan
 * is CLAIMED, completes a RETURNED loan — or a CLAIMED gift, which hands the item over; the
 * recipient returns a CLAIMED loan or declines a CLAIMED gift before its hand-over.
 */
export function availableShareActions(
  share: Pick<Share, 'status' | 'sharing_type'>,
  role: ShareRole,
): ShareActionKind[] {
  const { status, sharing_type: type } = share;
  if (role === 'owner') {
    if (status === 'PENDING') return ['CANCEL'];
    if (status === 'CLAIMED') return type === 'BORROW' ? ['REMIND'] : ['COMPLETE'];
    if (status === 'RETURNED') return ['COMPLETE'];
    return [];
  }
  // A claimed loan is in the borrower's hands: it goes back by Return. Declining is for a gift
  // the owner has not handed over yet.
  if (status === 'CLAIMED') return type === 'BORROW' ? ['RETURN'] : ['DECLINE'];
  return [];
}

/** The status chip: CLAIMED reads "Lent Out" / "Borrowing" for loans (spec §4: CLAIMED means lent). */
export function shareStatusDisplay(
  share: Pick<Share, 'status' | 'sharing_type'>,
  role: ShareRole,
): { label: string; tone: Tone } {
  if (share.status === 'CLAIMED' && share.sharing_type === 'BORROW') {
    return { label: role === 'owner' ? 'Lent Out' : 'Borrowing', tone: 'accent' };
  }
  return SHARE_STATUS_DISPLAY[share.status];
}

/** After a successful manage call: the entry's status becomes new_status (spec §4). */
export function withShareStatus<T extends Pick<Share, 'share_id' | 'status'>>(
  shares: T[],
  shareId: string,
  status: ShareStatus,
): T[] {
  return shares.map((share) => (share.share_id === shareId ? { ...share, status } : share));
}
