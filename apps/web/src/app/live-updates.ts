import { fetchEventSource } from '@microsoft/fetch-event-source';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '@/lib/session-store';
import { communityKeys } from '@/lib/query-keys/community-keys';
import { dashboardKeys } from '@/lib/query-keys/dashboard-keys';
import { filesKeys } from '@/lib/query-keys/files-keys';
import { inventoryKeys } from '@/lib/query-keys/inventory-keys';
import { notificationKeys } from '@/lib/query-keys/notification-keys';
import { sharingKeys } from '@/lib/query-keys/sharing-keys';
import { buildUrl } from '@/lib/api-client';

/** How long to wait before reconnecting after the stream dropped. */
const RETRY_MS = 3_000;

/** A refusal (signed out, gone) that retrying cannot fix. */
class StreamRefused extends Error {}

/** Notifications that say the household's items changed: its lists refetch too. */
const ITEMS_CHANGED_KINDS = new Set(['household_items_added', 'loan_closed']);

function notificationKind(data: string | undefined): string | undefined {
  try {
    const parsed = JSON.parse(data ?? '') as { kind?: unknown };
    return typeof parsed.kind === 'string' ? parsed.kind : undefined;
  } catch {
    return undefined;
  }
}

/** What each live event makes stale; `data` is the event's JSON (a notification's kind). */
export function invalidateFor(queryClient: QueryClient, event: string, data?: string): void {
  const stale = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  switch (event) {
    case 'notification':
      stale(notificationKeys.all);
      // "Sam added 4 items": the household's lists, dashboard and files are behind.
      if (ITEMS_CHANGED_KINDS.has(notificationKind(data) ?? '')) {
        stale(inventoryKeys.all);
        stale(dashboardKeys.all);
        stale(filesKeys.all);
        stale(sharingKeys.all);
      }
      break;
    case 'notifications_read':
      stale(notificationKeys.all);
      break;
    case 'share':
      stale(sharingKeys.all);
      stale(inventoryKeys.all);
      break;
    case 'request':
      stale(communityKeys.requests);
      stale(sharingKeys.shares);
      break;
  }
}

/**
 * Keeps the signed-in user's screens current: the server's event stream says what changed and
 * the matching queries refetch. Reconnects send Last-Event-ID, so nothing is missed in between.
 */
export function useLiveUpdates(): void {
  const token = useSessionStore((state) => state.authToken);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchEventSource(buildUrl('/users/events'), {
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
      async onopen(response) {
        const type = response.headers.get('content-type') ?? '';
        if (response.ok && type.startsWith('text/event-stream')) return;
        if (response.status >= 400 && response.status < 500 && response.status !== 429) {
          throw new StreamRefused(`live updates refused with ${response.status}`);
        }
        throw new Error(`live updates unavailable (${response.status})`);
      },
      onmessage(message) {
        invalidateFor(queryClient, message.event, message.data);
      },
      onerror(error) {
        if (error instanceof StreamRefused) throw error;
        return RETRY_MS;
      },
    }).catch(() => undefined);
    return () => controller.abort();
  }, [token, queryClient]);
}

/** Renders nothing; keeps the live stream open while signed-in screens show. */
export function LiveUpdates(): null {
  useLiveUpdates();
  return null;
}
