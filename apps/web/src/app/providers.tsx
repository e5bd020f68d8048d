import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast/toaster';
import { toast } from '@/components/ui/toast/toast-store';
import { rehydrateSession, useSessionStore } from '@/lib/session-store';
import { loadUploadQueueRunner, useUploadQueueStore } from '@/features/files/shell';
import { configureApiClient } from '@/lib/api-client';
import { chooseHousehold, onHouseholdChosen } from '@/lib/household-scope';
import { STORAGE_KEYS } from '@/lib/storage';

/** Wires the api client to the session store (bearer token, 401) and to the toasts. */
export function wireApiClient(): void {
  configureApiClient({
    getAuthToken: () => useSessionStore.getState().authToken,
    onUnauthorized: () => useSessionStore.getState().clearAuthToken(),
    notify: ({ title, message, durationMs }) => toast.error(title, message, { durationMs }),
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Shares, requests and loans change through other people: data older than a few seconds
      // is reloaded when a screen opens again or the window regains focus.
      queries: { retry: false, refetchOnWindowFocus: true, staleTime: 5_000 },
      mutations: { retry: false },
    },
  });
}

/** Another tab signed in or out: follow it. */
function useCrossTabSession() {
  useEffect(() => {
    const keys = new Set<string>(Object.values(STORAGE_KEYS));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || keys.has(event.key)) rehydrateSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

/** Lists, figures and answers that belong to one household: another household refetches them. */
const HOUSEHOLD_SCOPED = new Set(['inventory', 'dashboard', 'files', 'assistant', 'sharing']);

/** Switching household starts its screens afresh; signing out goes back to the personal one. */
function useHouseholdScope(client: QueryClient) {
  useEffect(() => {
    const stopReset = onHouseholdChosen(() => {
      void client.resetQueries({
        predicate: (query) => HOUSEHOLD_SCOPED.has(String(query.queryKey[0])),
      });
    });
    const stopSession = useSessionStore.subscribe((state, previous) => {
      if (previous.authToken && !state.authToken) chooseHousehold(null);
    });
    return () => {
      stopReset();
      stopSession();
    };
  }, [client]);
}

/** The upload runner's code (requests, caches) loads with the first queued upload. */
const UploadQueueRunner = lazy(async () => ({
  default: (await loadUploadQueueRunner()).UploadQueueRunner,
}));

/** True from the first queued upload on, so the runner stays to see the sign-out. */
function useHadUploads(): boolean {
  const queued = useUploadQueueStore((state) => state.entries.length > 0);
  const [hadUploads, setHadUploads] = useState(queued);
  if (queued && !hadUploads) setHadUploads(true);
  return hadUploads || queued;
}

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useCrossTabSession();
  useHouseholdScope(client);
  const hadUploads = useHadUploads();
  return (
    <QueryClientProvider client={client}>
      {children}
      {hadUploads ? (
        <Suspense fallback={null}>
          <UploadQueueRunner />
        </Suspense>
      ) : null}
      <Toaster />
    </QueryClientProvider>
  );
}
