import { MESSAGE_MAX_LENGTH, SHARING_LIMITS } from '@circle/contract';
import { addDays, addMonths, parseIsoDay, toIsoDay } from '@/lib/sharing-dates';
import type { Notice } from '@/lib/sharing-messages';

/** Spec §5 "Borrow request": the alerts of the request modal. */
export const BORROW_REQUEST_ALERTS = {
  messageTooLong: {
    title: 'Message Too Long',
    message: `Please keep your message under ${MESSAGE_MAX_LENGTH} characters.`,
  },
  invalidDate: {
    title: 'Invalid Date',
    message: 'Please select a future date for the expected return.',
  },
  ownItem: {
    title: 'Cannot Request',
    message: 'You cannot request to borrow your own safeItem.',
  },
  notAvailable: {
    title: 'Not Available',
    message: 'This item is not currently available for borrowing.',
  },
  inProgress: {
    title: 'Request in Progress',
    message: 'Please wait until your request has been sent.',
  },
  failedTitle: 'Request Failed',
  failed: 'Failed to send request',
} as const;

export interface BorrowRequestFormValues {
  message: string;
  /** YYYY-MM-DD from the date picker, '' when not chosen. */
  expectedReturnDate: string;
}

/** Spec §9: the date picker runs from tomorrow to 6 months ahead. */
export function returnDateBounds(today: Date): { min: string; max: string } {
  return {
    min: toIsoDay(addDays(today, 1)),
    max: toIsoDay(addMonths(today, SHARING_LIMITS.borrowReturnMaxMonths)),
  };
}

/** The alert for a request that breaks a rule of spec §5, or null when it may be sent. */
export function borrowRequestAlert(values: BorrowRequestFormValues, today: Date): Notice | null {
  if (values.message.length > MESSAGE_MAX_LENGTH) return BORROW_REQUEST_ALERTS.messageTooLong;
  const text = values.expectedReturnDate.trim();
  if (text) {
    const day = parseIsoDay(text);
    const { min, max } = returnDateBounds(today);
    if (!day || text < min || text > max) return BORROW_REQUEST_ALERTS.invalidDate;
  }
  return null;
}

/** Why a public item cannot be requested (spec §5), or null when it can. */
export function requestBlocker(item: {
  isOwn: boolean;
  is_available: boolean;
  is_shareable: boolean;
}): Notice | null {
  if (item.isOwn) return BORROW_REQUEST_ALERTS.ownItem;
  if (!item.is_shareable || !item.is_available) return BORROW_REQUEST_ALERTS.notAvailable;
  return null;
}

/** The POST body (spec §3 "Create payload"): only Borrow; empty fields left out. */
export function toBorrowRequestBody(values: BorrowRequestFormValues) {
  const message = values.message.trim();
  const date = values.expectedReturnDate.trim();
  return {
    sharing_type: 'BORROW' as const,
    ...(message ? { message } : {}),
    ...(date ? { expected_return_date: date } : {}),
  };
}
