import { IMAGE_RETRY_LIMIT } from '@circle/contract';

/**
 * Spec §4 "Image loading": on the first failure of an image that belongs to a file, its signed
 * address is refreshed automatically; if that fails too, "Image unavailable" with Retry, at most
 * IMAGE_RETRY_LIMIT (2) times, the first retry trying a refresh again.
 */
export interface SignedImageState {
  /** The address shown; a refresh replaces it. */
  src: string | null;
  status: 'loading' | 'loaded' | 'refreshing' | 'failed';
  /** The automatic refresh after the first failure has been used. */
  autoRefreshed: boolean;
  /** Retries pressed so far. */
  retries: number;
  /** Changes on each new attempt, so the same address is fetched again. */
  attempt: number;
}

export type SignedImageEvent =
  | { type: 'loaded' }
  | { type: 'error' }
  | { type: 'refreshed'; src: string }
  | { type: 'refresh-failed' }
  | { type: 'retry' }
  | { type: 'reset'; src: string | null };

export function initialImageState(src: string | null | undefined): SignedImageState {
  return { src: src || null, status: 'loading', autoRefreshed: false, retries: 0, attempt: 0 };
}

export function canRetryImage(state: SignedImageState, limit: number = IMAGE_RETRY_LIMIT): boolean {
  return state.status === 'failed' && state.retries < limit;
}

/** The reducer; `hasFileId` says whether a refresh is possible at all. */
export function signedImageReducer(
  state: SignedImageState,
  event: SignedImageEvent,
  hasFileId: boolean,
  limit: number = IMAGE_RETRY_LIMIT,
): SignedImageState {
  switch (event.type) {
    case 'reset':
      return initialImageState(event.src);
    case 'loaded':
      return state.status === 'loading' ? { ...state, status: 'loaded' } : state;
    case 'error':
      if (state.status !== 'loading') return state;
      if (hasFileId && !state.autoRefreshed) {
        return { ...state, status: 'refreshing', autoRefreshed: true };
      }
      return { ...state, status: 'failed' };
    case 'refreshed':
      return state.status === 'refreshing'
        ? { ...state, src: event.src, status: 'loading', attempt: state.attempt + 1 }
        : state;
    case 'refresh-failed':
      return state.status === 'refreshing' ? { ...state, status: 'failed' } : state;
    case 'retry': {
      if (!canRetryImage(state, limit)) return state;
      const retries = state.retries + 1;
      // The first retry asks for a fresh address again; later ones simply load it again.
      if (state.retries === 0 && hasFileId) return { ...state, retries, status: 'refreshing' };
      return { ...state, retries, status: 'loading', attempt: state.attempt + 1 };
    }
  }
}

/** The line under "Image unavailable". */
export function imageFailureReason(src: string | null | undefined): string {
  return src && /expired/i.test(src) ? 'URL expired' : 'Failed to load';
}
