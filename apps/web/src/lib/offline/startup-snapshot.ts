import {
  hydrate,
  onlineManager,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';

let kept: DehydratedState | undefined;

/**
 * Opening the app without a connection: the answers the last session kept are read before the
 * first render, so the person is signed in and sees their things. Online, nothing is read.
 */
export async function loadStartupSnapshot(signedIn: boolean): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return;
  // The query library assumes a connection until an event says otherwise: without one, queries
  // wait (showing what is kept) instead of failing.
  onlineManager.setOnline(false);
  if (!signedIn) return;
  try {
    const { readQuerySnapshot } = await import('./query-snapshot');
    kept = await readQuerySnapshot();
  } catch {
    kept = undefined;
  }
}

/** Fills a new query cache with what loadStartupSnapshot read (once). */
export function hydrateStartupSnapshot(queryClient: QueryClient): void {
  if (kept) hydrate(queryClient, kept);
  kept = undefined;
}
