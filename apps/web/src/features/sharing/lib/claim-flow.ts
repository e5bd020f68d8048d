import type { PublicShareView } from '@circle/contract';

/** Spec §5 "Claim" and §8 texts of the share claim page. */
export const CLAIM_TEXTS = {
  loadFailedTitle: 'Unable to Load Item',
  loadFailed: 'Failed to load public share',
  linkGoneTitle: 'Link No Longer Works',
  linkGone:
    'This share link was cancelled by its owner or has expired. Ask them for a new link if you still need the item.',
  loginRequiredTitle: 'Login Required',
  loginRequired: 'Please log in to claim this item. You will come back here afterwards.',
  cannotClaim: 'You cannot claim this item',
  alreadyClaimed: 'This item has already been claimed',
  claimFailed: 'Failed to claim item',
  claimFailedRetry: 'Failed to claim item. Please try again.',
  errorTitle: 'Error',
  unclearTitle: 'Claim Status Unclear',
  unclear:
    'Something went wrong while claiming, but the claim may have gone through. Refresh to check, or look in your items.',
  claimedTitle: 'Item Claimed',
} as const;

export type ClaimStep = 'initial' | 'confirm' | 'claiming' | 'claimed';

export type ClaimNotice =
  { kind: 'login' } | { kind: 'error'; message: string } | { kind: 'unclear' } | null;

export interface ClaimState {
  step: ClaimStep;
  message: string;
  notice: ClaimNotice;
  /** The server's words after a successful claim. */
  result: string | null;
}

export type ClaimEvent =
  | {
      type: 'start';
      signedIn: boolean;
      share: Pick<PublicShareView, 'is_claimed' | 'can_claim'>;
    }
  | { type: 'type-message'; message: string }
  | { type: 'cancel' }
  | { type: 'submit' }
  | { type: 'succeeded'; success: boolean; message?: string | null | undefined }
  | { type: 'failed'; status: number; message?: string | null | undefined }
  | { type: 'dismiss' };

export const INITIAL_CLAIM_STATE: ClaimState = {
  step: 'initial',
  message: '',
  notice: null,
  result: null,
};

/** The optional claim message: trimmed, and left out when empty (spec §5). */
export function claimMessageOf(message: string): string | undefined {
  const trimmed = message.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The claim steps of spec §2: Claim → (sign-in, availability checks) → confirm step with the
 * optional message → Confirm Claim → claimed; Cancel returns to the first step. Failures keep
 * the confirm step open with the error; an HTTP 500 may have succeeded ("Claim Status Unclear").
 */
export function claimReducer(state: ClaimState, event: ClaimEvent): ClaimState {
  switch (event.type) {
    case 'start':
      if (state.step !== 'initial') return state;
      if (!event.signedIn) return { ...state, notice: { kind: 'login' } };
      if (event.share.is_claimed) {
        return { ...state, notice: { kind: 'error', message: CLAIM_TEXTS.alreadyClaimed } };
      }
      if (!event.share.can_claim) {
        return { ...state, notice: { kind: 'error', message: CLAIM_TEXTS.cannotClaim } };
      }
      return { ...state, step: 'confirm', notice: null };
    case 'type-message':
      return state.step === 'confirm' ? { ...state, message: event.message } : state;
    case 'cancel':
      return state.step === 'confirm' ? { ...INITIAL_CLAIM_STATE } : state;
    case 'submit':
      return state.step === 'confirm' ? { ...state, step: 'claiming', notice: null } : state;
    case 'succeeded':
      if (state.step !== 'claiming') return state;
      if (!event.success) {
        return {
          ...state,
          step: 'confirm',
          notice: { kind: 'error', message: event.message || CLAIM_TEXTS.claimFailed },
        };
      }
      return { step: 'claimed', message: '', notice: null, result: event.message || null };
    case 'failed':
      if (state.step !== 'claiming') return state;
      if (event.status === 500) return { ...state, step: 'confirm', notice: { kind: 'unclear' } };
      return {
        ...state,
        step: 'confirm',
        notice: { kind: 'error', message: event.message || CLAIM_TEXTS.claimFailedRetry },
      };
    case 'dismiss':
      return { ...state, notice: null };
  }
}
