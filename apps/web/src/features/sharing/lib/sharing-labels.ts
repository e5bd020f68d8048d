import type { SharingType } from '../api/get-public-share';

/** Spec §9 sharing type wording. */
export const SHARING_TYPE_LABELS: Record<SharingType, { action: string; offer: string }> = {
  BORROW: { action: 'Lend', offer: 'For Borrowing' },
  DONATE: { action: 'Give Away', offer: 'For Donation' },
};
