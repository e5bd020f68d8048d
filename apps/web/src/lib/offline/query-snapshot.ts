import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { readMeta, writeMeta } from './local-db';

const SNAPSHOT_KEY = 'queries';
const SAVE_DELAY_MS = 1_500;

/** Answers worth keeping for a start without a connection: what a person reads, not streams. */
const KEPT_AREAS = new Set([
  'auth',
  'inventory',
  'files',
  'sharing',
  'dashboard',
  'notifications',
  'places',
]);

function saveSnapshot(queryClient: QueryClient): Promise<void> {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && KEPT_AREAS.has(String(query.queryKey[0])),
  });
  return writeMeta(SNAPSHOT_KEY, state);
}

/** Keeps the query cache on the device, a moment after each change. */
export function keepQuerySnapshot(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    timer ??= setTimeout(() => {
      timer = null;
      void saveSnapshot(queryClient).catch(() => undefined);
    }, SAVE_DELAY_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') schedule();
  });
  schedule();
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/** The answers kept by the last session on this device. */
export function readQuerySnapshot(): Promise<DehydratedState | undefined> {
  return readMeta<DehydratedState>(SNAPSHOT_KEY);
}

/** What fills a new query cache with the kept answers, when there are any. */
export async function readStartupRestore(): Promise<
  ((queryClient: QueryClient) => void) | undefined
> {
  const state = await readQuerySnapshot();
  if (!state) return undefined;
  return (queryClient) => {
    hydrate(queryClient, state);
    // The device's copy holds every change made since the answers were kept: the inventory's
    // screens read it again when they show, however recent the kept answers look.
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.all, refetchType: 'none' });
  };
}
