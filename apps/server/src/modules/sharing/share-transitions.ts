import { SHARING_LIMITS, SHARING_MESSAGES } from '@circle/contract';
import type { ShareRow } from '../../db/schema.js';

export type ShareAction = 'CANCEL' | 'COMPLETE' | 'RETURN' | 'DECLINE';
export type ShareStatus = ShareRow['status'];
/** Who acts on a share: the person who shared the item, or the one who received it. */
export type ShareActor = 'owner' | 'recipient';

/** A move the rules allow: from `from` to `to`, stamping `stamp` with the time when given. */
export interface ShareMove {
  from: ShareStatus;
  to: ShareStatus;
  stamp?: 'completedAt' | 'returnedAt';
}

/** A move the rules refuse: 403 when the actor may never do it, 400 when the status is wrong. */
export interface ShareRefusal {
  refused: 403 | 400;
  detail: string;
}

export const REMINDER_COOLDOWN_MS = SHARING_LIMITS.reminderCooldownHours * 3_600_000;

const refuse = (refused: 403 | 400, detail: string): ShareRefusal => ({ refused, detail });

/**
 * The share life cycle of spec §4: who may take each action and from which status. Pure: the
 * caller writes the move (conditionally on `from`, so a concurrent change is noticed).
 */
export function nextShareStatus(
  share: Pick<ShareRow, 'status' | 'sharingType'>,
  action: ShareAction,
  actor: ShareActor,
): ShareMove | ShareRefusal {
  const notAllowed = refuse(
    400,
    `This action cannot be performed on a share that is ${share.status.toLowerCase()}.`,
  );
  switch (action) {
    case 'CANCEL':
      if (actor !== 'owner') return refuse(403, 'Only the owner can cancel a share');
      if (share.status !== 'PENDING') return refuse(400, SHARING_MESSAGES.onlyCancelPending);
      return { from: 'PENDING', to: 'CANCELLED' };
    case 'COMPLETE':
      if (actor !== 'owner') return refuse(403, 'Only the owner can complete a share');
      if (share.sharingType === 'BORROW') {
        if (share.status === 'CLAIMED') return refuse(400, SHARING_MESSAGES.mustReturnFirst);
        if (share.status !== 'RETURNED') return notAllowed;
        return { from: 'RETURNED', to: 'COMPLETED', stamp: 'completedAt' };
      }
      if (share.status !== 'CLAIMED') return notAllowed;
      return { from: 'CLAIMED', to: 'COMPLETED', stamp: 'completedAt' };
    case 'RETURN':
      if (actor !== 'recipient') return refuse(403, 'Only the borrower can return an item');
      if (share.sharingType !== 'BORROW') return refuse(400, 'A gift is not returned.');
      if (share.status !== 'CLAIMED') return notAllowed;
      return { from: 'CLAIMED', to: 'RETURNED', stamp: 'returnedAt' };
    case 'DECLINE':
      if (actor !== 'recipient') return refuse(403, 'Only the recipient can decline a share');
      if (share.status !== 'CLAIMED') return notAllowed;
      return { from: 'CLAIMED', to: 'DECLINED' };
  }
}

export function isRefusal(move: ShareMove | ShareRefusal): move is ShareRefusal {
  return 'refused' in move;
}

/** A reminder goes to a borrower holding a lent item, at most once per cooldown. */
export function canSendReminder(
  share: Pick<ShareRow, 'status' | 'sharingType' | 'lastReminderAt'>,
  now: Date,
): boolean {
  return (
    share.status === 'CLAIMED' &&
    share.sharingType === 'BORROW' &&
    (!share.lastReminderAt ||
      now.getTime() - share.lastReminderAt.getTime() >= REMINDER_COOLDOWN_MS)
  );
}

/**
 * Whether a share link can still be opened: not cancelled, declined or expired, and an offer
 * only until its link runs out.
 */
export function isOpenShare(share: Pick<ShareRow, 'status' | 'expiresAt'>, now: Date): boolean {
  if (share.status === 'CANCELLED' || share.status === 'DECLINED' || share.status === 'EXPIRED')
    return false;
  return share.status !== 'PENDING' || share.expiresAt.getTime() > now.getTime();
}
