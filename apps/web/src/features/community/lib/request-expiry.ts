import { SHARING_LIMITS, type BorrowRequest } from '@circle/contract';
import type { Tone } from '@/lib/item-display';

export interface ExpiryDisplay {
  label: string;
  tone: Tone;
  expired: boolean;
}

/**
 * Spec §4 "Borrow request status": "Nd left", expired at 0 days or less, the warning colour at
 * 3 days or less.
 */
export function expiryDisplay(daysUntilExpiry: number): ExpiryDisplay {
  if (!Number.isFinite(daysUntilExpiry) || daysUntilExpiry <= 0) {
    return { label: 'Expired', tone: 'error', expired: true };
  }
  const days = Math.floor(daysUntilExpiry);
  return {
    label: `${days}d left`,
    tone: days <= SHARING_LIMITS.warningDays ? 'warning' : 'neutral',
    expired: false,
  };
}

/** The owner can still answer: PENDING and not yet expired (spec §4). */
export function canRespond(request: Pick<BorrowRequest, 'status' | 'days_until_expiry'>): boolean {
  return request.status === 'PENDING' && request.days_until_expiry > 0;
}

/** Spec §4: a received PENDING request expiring within 1 day is flagged. */
export function isExpiringSoon(
  request: Pick<BorrowRequest, 'status' | 'days_until_expiry'>,
): boolean {
  return (
    request.status === 'PENDING' &&
    request.days_until_expiry > 0 &&
    request.days_until_expiry <= SHARING_LIMITS.expiringSoonDays
  );
}

export const REQUEST_STATUS_DISPLAY: Record<
  BorrowRequest['status'],
  { label: string; tone: Tone }
> = {
  PENDING: { label: 'Pending', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'success' },
  DENIED: { label: 'Denied', tone: 'error' },
  EXPIRED: { label: 'Expired', tone: 'neutral' },
  // Approved and claimed: the requester's loan, under Borrowed.
  CLAIMED: { label: 'Claimed', tone: 'info' },
};

/** The summary figures of the requests a person sent, counted from the list itself. */
export function sentRequestsSummary(
  requests: ReadonlyArray<Pick<BorrowRequest, 'status' | 'days_until_expiry'>>,
): { pending: number; total: number; expiring_soon: number } {
  return {
    pending: requests.filter((request) => request.status === 'PENDING').length,
    total: requests.length,
    expiring_soon: requests.filter(isExpiringSoon).length,
  };
}
