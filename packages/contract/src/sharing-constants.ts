/**
 * The sharing vocabulary and limits as plain values: a module without schemas, so the web app's
 * screens can use them without loading the schema library.
 */
export const SHARING_TYPES = ['BORROW', 'DONATE'] as const;
export type SharingType = (typeof SHARING_TYPES)[number];
export const SHARE_STATUSES = [
  'PENDING',
  'CLAIMED',
  'RETURNED',
  'COMPLETED',
  'DECLINED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];
export const SHARE_ACTIONS = ['CANCEL', 'COMPLETE', 'RETURN', 'DECLINE'] as const;

/** Spec §9 sharing limits. */
export const SHARING_LIMITS = {
  defaultReturnDays: 7,
  maxReturnYears: 2,
  defaultLinkHours: 168,
  ownerResponseDays: 7,
  borrowReturnMaxMonths: 6,
  expiringSoonDays: 1,
  warningDays: 3,
  reminderCooldownHours: 24,
  recentContacts: 5,
} as const;

/** Spec §9 labels of the sharing types. */
export const SHARING_TYPE_LABELS = {
  BORROW: { action: 'Lend', progressive: 'Lending', past: 'Borrowed', purpose: 'For Borrowing' },
  DONATE: {
    action: 'Give Away',
    progressive: 'Giving Away',
    past: 'Given Away',
    purpose: 'For Donation',
  },
} as const;

export const SHARING_MESSAGES = {
  mustReturnFirst: 'Item must be returned before marking as completed',
  onlyCancelPending: 'Can only cancel pending shares',
} as const;
