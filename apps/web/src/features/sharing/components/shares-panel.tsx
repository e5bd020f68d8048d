import type { Share } from '@circle/contract';
import { Handshake, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { refusalMessageOf } from '@/lib/api-errors';
import { useShares } from '../api/get-shares';
import { useShareActions } from '../hooks/use-share-actions';
import type { ShareActionKind, ShareRole } from '../lib/share-actions';
import { SHARING_DEFAULTS } from '@/lib/sharing-messages';
import { ShareCard, ShareCardSkeleton } from './share-card';
import '@/components/ui/button.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import '@/components/ui/badge.css';
import '@/components/ui/skeleton.css';
import '@/components/ui/page.css';

export { ShareCardSkeleton } from './share-card';

/** A returned loan still waits for its owner to complete it; for the borrower it is done. */
const ACTIVE_STATUSES: Record<ShareRole, ReadonlySet<Share['status']>> = {
  owner: new Set(['PENDING', 'CLAIMED', 'RETURNED']),
  recipient: new Set(['PENDING', 'CLAIMED']),
};

/** Destructive actions ask first. */
const CONFIRMATIONS: Partial<
  Record<ShareActionKind, { title: string; message: (share: Share) => string; confirm: string }>
> = {
  CANCEL: {
    title: 'Cancel Share?',
    message: (share) => `The link for "${share.item_name}" will stop working.`,
    confirm: 'Cancel Share',
  },
  DECLINE: {
    title: 'Decline Share?',
    message: (share) => `"${share.item_name}" goes back to ${share.shared_by.name ?? 'its owner'}.`,
    confirm: 'Decline',
  },
  COMPLETE: {
    title: 'Mark as Complete?',
    message: (share) =>
      share.sharing_type === 'DONATE'
        ? `"${share.item_name}" moves to ${share.shared_with?.name ?? 'the recipient'}'s inventory.`
        : `Close the loan of "${share.item_name}": you have it back.`,
    confirm: 'Mark as Complete',
  },
};

const EMPTY: Record<ShareRole, { title: string; message: string }> = {
  owner: {
    title: 'No Shared Items',
    message:
      'Items you lend or give away will appear here, with their status and due dates. Open an item and choose Share Item to start.',
  },
  recipient: {
    title: 'Nothing Borrowed',
    message:
      'Items people in your circle lend or give you will appear here once you claim them. Find something in Discover.',
  },
};

type Confirming = { kind: ShareActionKind; share: Share };

/** My Shares (role owner: shared_by_me) and Borrowed (role recipient: shared_with_me). */
export function SharesPanel({ role }: { role: ShareRole }) {
  const query = useShares();
  const { run, busy } = useShareActions();
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  if (query.isPending) {
    return (
      <div className="stack" role="status" aria-busy="true" aria-label="Loading shares">
        <ShareCardSkeleton />
        <ShareCardSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={SHARING_DEFAULTS.loadShares}
        message={refusalMessageOf(query.error, SHARING_DEFAULTS.loadShares)}
        retryLabel="Retry"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const shares = role === 'owner' ? query.data.shared_by_me : query.data.shared_with_me;
  if (shares.length === 0) return <SharesEmpty role={role} />;

  const active = shares.filter((share) => ACTIVE_STATUSES[role].has(share.status));
  const history = shares.filter((share) => !ACTIVE_STATUSES[role].has(share.status));
  const act = (kind: ShareActionKind, share: Share) => {
    if (CONFIRMATIONS[kind]) setConfirming({ kind, share });
    else run(kind, share.share_id);
  };
  const list = { role, busy, onAction: act };

  return (
    <>
      <ShareSection id={`${role}-active-title`} title="Active" shares={active} {...list} />
      <ShareSection id={`${role}-history-title`} title="History" shares={history} {...list} />
      {confirming ? (
        <ShareActionConfirm
          confirming={confirming}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            run(confirming.kind, confirming.share.share_id);
            setConfirming(null);
          }}
        />
      ) : null}
    </>
  );
}

function SharesEmpty({ role }: { role: ShareRole }) {
  const empty = EMPTY[role];
  return (
    <EmptyState
      icon={
        role === 'owner' ? <Share2 size={36} aria-hidden /> : <Handshake size={36} aria-hidden />
      }
      title={empty.title}
      message={empty.message}
    >
      <Link
        to={role === 'owner' ? '/browse' : '/community?tab=discover'}
        className="btn btn--secondary btn--md"
      >
        <span className="btn__label">{role === 'owner' ? 'Go to My Items' : 'Discover Items'}</span>
      </Link>
    </EmptyState>
  );
}

interface ShareSectionProps {
  id: string;
  title: string;
  shares: Share[];
  role: ShareRole;
  busy: ReturnType<typeof useShareActions>['busy'];
  onAction: (kind: ShareActionKind, share: Share) => void;
}

/** Active or History, with their count; nothing when it has no shares. */
function ShareSection({ id, title, shares, role, busy, onAction }: ShareSectionProps) {
  if (shares.length === 0) return null;
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id} className="section__title">
        {title} ({shares.length})
      </h2>
      <div className="share-list">
        {shares.map((share) => (
          <ShareCard
            key={share.share_id}
            share={share}
            role={role}
            busyKind={busy?.shareId === share.share_id ? busy.kind : null}
            onAction={(kind) => onAction(kind, share)}
          />
        ))}
      </div>
    </section>
  );
}

/** Asks before a destructive action (and before Mark as Complete). */
function ShareActionConfirm({
  confirming,
  onClose,
  onConfirm,
}: {
  confirming: Confirming;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const confirmation = CONFIRMATIONS[confirming.kind];
  if (!confirmation) return null;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={confirmation.title}
      message={confirmation.message(confirming.share)}
      confirmLabel={confirmation.confirm}
      cancelLabel="Keep"
      destructive={confirming.kind !== 'COMPLETE'}
      onConfirm={onConfirm}
    />
  );
}
