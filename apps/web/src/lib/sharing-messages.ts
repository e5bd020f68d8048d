import { SHARING_MESSAGES } from '@circle/contract';
import { isApiError } from '@/lib/api-errors';

/** A toast or alert: a title and a second line (spec §2 "Toasts"). */
export interface Notice {
  title: string;
  message: string;
}

/** Spec §8 "Sharing": stored defaults (shown when the server gives no reason of its own). */
export const SHARING_DEFAULTS = {
  createShare: 'Failed to create share',
  loadShares: 'Failed to load shares',
  manageShare: 'Failed to manage share',
  updateVisibility: 'Failed to update visibility',
  loadContacts: 'Failed to load contacts',
  loadPublicShare: 'Failed to load public share',
  claimItem: 'Failed to claim item',
} as const;

/** Spec §8 "Sharing": the toasts of the share actions, reminders and share dialogs. */
export const SHARING_NOTICES = {
  cannotComplete: {
    title: 'Cannot Mark as Complete',
    message: 'The borrower must mark the item as returned first.',
  },
  cannotCancel: {
    title: 'Cannot Cancel Share',
    message: 'Only pending shares can be cancelled.',
  },
  actionNotAllowed: {
    title: 'Action Not Allowed',
    message: 'This action cannot be performed at this time. Please check the item status.',
  },
  actionFailed: {
    title: 'Action Failed',
    message: 'Unable to perform this action. Please try again later.',
  },
  reminderSent: { title: 'Reminder Sent', message: 'The borrower has been reminded.' },
  reminderFailedTitle: 'Failed',
  reminderUnavailable: { title: 'Unavailable', message: 'No active share to remind.' },
  shareFailed: {
    title: 'Share Failed',
    message: 'Could not create sharing link. Please try again.',
  },
  shareOptionsFailed: { title: 'Share Failed', message: 'Could not open sharing options.' },
  whatsappFailed: {
    title: 'WhatsApp Share Failed',
    message: 'Make sure WhatsApp is installed.',
  },
  emailFailed: { title: 'Email Share Failed', message: 'Could not open email client.' },
  linkCopied: { title: 'Link Copied', message: 'Paste it anywhere to share the item.' },
  copyFailed: { title: 'Copy Failed', message: 'Select the link and copy it yourself.' },
} as const satisfies Record<string, Notice | string>;

/** The server's own words for a refusal (4xx), even where the global mapping would rephrase it. */
export function serverDetailOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) return undefined;
  if (error.serverMessage?.trim()) return error.serverMessage;
  return error.status === 429 ? undefined : error.displayMessage;
}

/**
 * Spec §8: what a failed manage call (cancel, complete, return, decline) shows. A 400 with one of
 * the two known server messages gets its own toast, any other 400 "Action Not Allowed" with the
 * server's reason, anything else "Action Failed".
 */
export function manageShareFailureNotice(error: unknown): Notice {
  if (isApiError(error) && error.kind === 'http' && error.status === 400) {
    const detail = error.serverMessage;
    if (detail === SHARING_MESSAGES.mustReturnFirst) return SHARING_NOTICES.cannotComplete;
    if (detail === SHARING_MESSAGES.onlyCancelPending) return SHARING_NOTICES.cannotCancel;
    return {
      title: SHARING_NOTICES.actionNotAllowed.title,
      message: detail?.trim() || SHARING_NOTICES.actionNotAllowed.message,
    };
  }
  return SHARING_NOTICES.actionFailed;
}

/** Spec §8: a failed reminder shows "Failed" with the server's reason. */
export function reminderFailureNotice(error: unknown): Notice {
  return {
    title: SHARING_NOTICES.reminderFailedTitle,
    message: serverDetailOf(error) ?? SHARING_DEFAULTS.manageShare,
  };
}
