import { CloudOff, RefreshCw, TriangleAlert, CircleCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useSyncStatus } from '@/lib/offline/sync-status-store';
import { bannerState, changesText, describeEntry, type BannerState } from './sync-banner-text';
import './sync-banner.css';

/** How long "All changes synced" stays. */
const SYNCED_NOTICE_MS = 5_000;

const SyncConflictDialog = lazy(async () => ({
  default: (await import('./sync-conflict-dialog')).SyncConflictDialog,
}));

function useJustSynced(): boolean {
  const lastSyncedAt = useSyncStatus((state) => state.lastSyncedAt);
  const [shownFor, setShownFor] = useState<number | null>(null);
  useEffect(() => {
    if (lastSyncedAt === null) return undefined;
    setShownFor(lastSyncedAt);
    const timer = setTimeout(() => setShownFor(null), SYNCED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [lastSyncedAt]);
  return shownFor !== null && shownFor === lastSyncedAt;
}

function Banner({
  tone,
  icon,
  children,
  action,
}: {
  tone: 'offline' | 'attention' | 'progress' | 'done';
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={`sync-banner sync-banner--${tone}`}>
      <span className="sync-banner__icon" aria-hidden>
        {icon}
      </span>
      <p className="sync-banner__text">{children}</p>
      {action}
    </div>
  );
}

function BannerBody({ state, onReview }: { state: BannerState; onReview: () => void }) {
  const actions = useSyncStatus((status) => status.actions);
  switch (state.kind) {
    case 'offline':
      return (
        <Banner tone="offline" icon={<CloudOff size={18} />}>
          <strong>You're offline.</strong> Showing what's saved on this device.
          {state.waiting > 0 ? (
            <span className="sync-banner__waiting">
              {' '}
              {changesText(state.waiting)} waiting to sync.
            </span>
          ) : null}
        </Banner>
      );
    case 'conflict':
      return (
        <Banner
          tone="attention"
          icon={<TriangleAlert size={18} />}
          action={
            <Button size="sm" variant="secondary" onClick={onReview}>
              Choose
            </Button>
          }
        >
          {state.count === 1 ? 'An item' : `${state.count} items`} changed elsewhere while you were
          offline. Choose which version to keep.
        </Banner>
      );
    case 'failed':
      return (
        <Banner
          tone="attention"
          icon={<TriangleAlert size={18} />}
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void actions?.discard(state.entry.id)}
            >
              Dismiss
            </Button>
          }
        >
          {describeEntry(state.entry)} could not be saved: {state.entry.error}
        </Banner>
      );
    case 'syncing':
      return (
        <Banner tone="progress" icon={<RefreshCw size={18} className="sync-banner__spin" />}>
          Syncing {changesText(state.waiting)}…
        </Banner>
      );
    case 'waiting':
      return (
        <Banner
          tone="progress"
          icon={<RefreshCw size={18} />}
          action={
            <Button size="sm" variant="secondary" onClick={() => void actions?.syncNow()}>
              Sync now
            </Button>
          }
        >
          {changesText(state.waiting)} waiting to sync.
        </Banner>
      );
    case 'synced':
      return (
        <Banner tone="done" icon={<CircleCheck size={18} />}>
          All changes synced.
        </Banner>
      );
    case 'hidden':
      return null;
  }
}

/** Says when the app is offline, what waits to sync, what needs a choice, and when it synced. */
export function SyncBanner() {
  const online = useSyncStatus((state) => state.online);
  const entries = useSyncStatus((state) => state.entries);
  const syncing = useSyncStatus((state) => state.syncing);
  const justSynced = useJustSynced();
  const [reviewing, setReviewing] = useState(false);
  const state = bannerState({ online, entries, syncing, justSynced });
  return (
    <div className="sync-banner__region" role="status" aria-live="polite">
      <BannerBody state={state} onReview={() => setReviewing(true)} />
      {reviewing ? (
        <Suspense fallback={null}>
          <SyncConflictDialog open={reviewing} onOpenChange={setReviewing} />
        </Suspense>
      ) : null}
    </div>
  );
}
