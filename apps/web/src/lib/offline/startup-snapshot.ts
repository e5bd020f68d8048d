import { onlineManager, type QueryClient } from '@tanstack/react-query';

let restore: ((queryClient: QueryClient) => void) | undefined;

/**
 * Opening the app without a connection: the answers the last session kept are read before the
 * first render, so the person is signed in and sees their things. Online, nothing is read (and
 * the code that reads loads only when needed, keeping the sign-in screen light).
 */
export async function loadStartupSnapshot(signedIn: boolean): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return;
  // The query library assumes a connection until an event says otherwise: without one, queries
  // wait (showing what is kept) instead of failing.
  onlineManager.setOnline(false);
  if (!signedIn) return;
  try {
    const { readStartupRestore } = await import('./query-snapshot');
    restore = await readStartupRestore();
  } catch {
    restore = undefined;
  }
}

/** Fills a new query cache with what loadStartupSnapshot read (once). */
export function hydrateStartupSnapshot(queryClient: QueryClient): void {
  restore?.(queryClient);
  restore = undefined;
}
