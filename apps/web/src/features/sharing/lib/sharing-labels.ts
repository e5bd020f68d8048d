import { SHARING_TYPE_LABELS, type ShareStatus, type SharingType } from '@circle/contract';
import type { Tone } from '@/lib/item-display';

export { SHARING_TYPE_LABELS };

/** "Lend" / "Give Away" (spec §9); unknown types read as lending. */
export function sharingTypeLabels(type: string | null | undefined) {
  return SHARING_TYPE_LABELS[(type === 'DONATE' ? 'DONATE' : 'BORROW') satisfies SharingType];
}

/** The status chip of a share (spec §4 "Share status"; CLAIMED means lent). */
export const SHARE_STATUS_DISPLAY: Record<ShareStatus, { label: string; tone: Tone }> = {
  PENDING: { label: 'Pending', tone: 'warning' },
  CLAIMED: { label: 'Claimed', tone: 'accent' },
  RETURNED: { label: 'Returned', tone: 'info' },
  COMPLETED: { label: 'Completed', tone: 'success' },
  DECLINED: { label: 'Declined', tone: 'error' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
  EXPIRED: { label: 'Expired', tone: 'neutral' },
};
