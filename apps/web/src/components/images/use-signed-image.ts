import { useEffect, useReducer, useState } from 'react';
import { requestFreshFileUrl } from '@/lib/refresh-file-urls';
import { initialImageState, signedImageReducer } from './signed-image-state';

interface SignedImageOptions {
  src: string | null | undefined;
  fileId: string | null | undefined;
  variant: 'full' | 'thumbnail';
  onSrcChange: ((src: string | null) => void) | undefined;
}

/**
 * The signed image's loading state (see `signedImageReducer`): a new address starts over, an
 * expired one is refreshed when the file is known, and the address finally shown is reported.
 */
export function useSignedImage({ src, fileId, variant, onSrcChange }: SignedImageOptions) {
  const hasFileId = Boolean(fileId);
  const [state, dispatch] = useReducer(
    (
      current: ReturnType<typeof initialImageState>,
      event: Parameters<typeof signedImageReducer>[1],
    ) => signedImageReducer(current, event, hasFileId),
    src,
    initialImageState,
  );

  // A new address from the server starts over (checked while rendering: no stale frame).
  const [seenSrc, setSeenSrc] = useState(src);
  if (src !== seenSrc) {
    setSeenSrc(src);
    dispatch({ type: 'reset', src: src ?? null });
  }

  useEffect(() => {
    if (state.status !== 'refreshing' || !fileId) return undefined;
    let cancelled = false;
    requestFreshFileUrl(fileId, variant).then(
      (fresh) => {
        if (cancelled) return;
        dispatch(fresh ? { type: 'refreshed', src: fresh } : { type: 'refresh-failed' });
      },
      () => {
        if (!cancelled) dispatch({ type: 'refresh-failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state.status, fileId, variant]);

  useEffect(() => {
    if (state.status === 'loaded') onSrcChange?.(state.src);
  }, [state.status, state.src, onSrcChange]);

  return { state, dispatch };
}
