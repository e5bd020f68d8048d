import { useState } from 'react';
import { requestFreshFileUrl } from '@/lib/refresh-file-urls';

/**
 * An image's address and load status; "Try Again" fetches a fresh signed address when the
 * file is known, and loads the image once more.
 */
export function useRetryableImage(src: string | null, fileId: string | null) {
  const [current, setCurrent] = useState(src);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');

  const tryAgain = async () => {
    setStatus('loading');
    if (fileId) {
      try {
        const fresh = await requestFreshFileUrl(fileId, 'full');
        if (fresh) setCurrent(fresh);
      } catch {
        // Load the address we have once more.
      }
    }
    setAttempt((value) => value + 1);
  };

  return {
    current,
    attempt,
    status,
    onLoad: () => setStatus('loaded'),
    onError: () => setStatus('failed'),
    tryAgain,
  };
}
