import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isOffline, useSyncStatus } from '@/lib/offline/sync-status-store';

/** How long after the first screen the offline copy starts (at once when offline). */
const START_DELAY_MS = 1_500;

/**
 * Signed in: loads the code that keeps this person's data on the device and sends what they
 * changed offline. It comes after the first screen has shown, so it never slows that down.
 */
export function OfflineSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const start = () => {
      void import('@/lib/offline/sync-runtime')
        .then(({ startOfflineSync }) => {
          if (cancelled) return;
          const sync = startOfflineSync(queryClient);
          stop = sync.stop;
          useSyncStatus.setState({ actions: sync });
        })
        .catch(() => undefined);
    };
    const timer = setTimeout(start, isOffline() ? 0 : START_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
      useSyncStatus.setState({ actions: null });
    };
  }, [queryClient]);
  return null;
}
