import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { meQueryOptions } from '@/lib/current-user';
import { hydrateStartupSnapshot } from '@/lib/offline/startup-snapshot';
import { useSessionStore } from '@/lib/session-store';
import { AppErrorBoundary } from './error-screen';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './router';

/**
 * A stored session's profile is asked for at once, while the first screen's code is still
 * loading, instead of after it: the two waits overlap.
 */
function createStartupQueryClient() {
  const queryClient = createQueryClient();
  // Opened without a connection: what the last session kept, so the person is signed in.
  hydrateStartupSnapshot(queryClient);
  if (useSessionStore.getState().authToken) void queryClient.prefetchQuery(meQueryOptions());
  return queryClient;
}

export function App() {
  const [queryClient] = useState(createStartupQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
