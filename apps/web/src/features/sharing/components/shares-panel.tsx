import type { Share } from '@circle/contract';
import { ItemPicture } from '@/components/items/item-picture';
import { Copy, Handshake, MessageSquare, Share2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { dueText } from '@/lib/ownership-state';
import { refusalMessageOf } from '@/lib/api-errors';
import { useNow } from '@/hooks/use-now';
import { cx } from '@/lib/cx';
import { useShares } from '../api/get-shares';
import { useShareActions } from '../hooks/use-share-actions';
import {
  SHARE_ACTION_LABELS,
  availableShareActions,
  shareStatusDisplay,
  type ShareActionKind,
  type ShareRole,
} from '../lib/share-actions';
import { daysFromToday, formatDay } from '@/lib/sharing-dates';
import { sharingTypeLabels } from '../lib/sharing-labels';
import { SHARING_DEFAULTS } from '@/lib/sharing-messages';
import { copyShareLink } from './copy-link';
import '@/components/ui/button.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import '@/components/ui/badge.css';
import '@/components/ui/skeleton.css';
import '@/components/ui/page.css';

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

function personOf(person: Share['shared_with']): string | null {
  return person ? person.name || person.email : null;
}

function ShareDates({ share, role }: { share: Share; role: ShareRole }) {
  const now = new Date(useNow(60_000));
  const lines: Array<{ text: string; tone?: string }> = [
    { text: `Shared ${formatDay(share.created_at)}` },
  ];
  if (share.status === 'PENDING') {
    lines.push({ text: `Link expires ${formatDay(share.expires_at)}` });
  }
  if (share.sharing_type === 'BORROW' && share.expected_return_date) {
    if (share.status === 'CLAIMED') {
      const overdue = (daysFromToday(share.expected_return_date, now) ?? 0) < 0;
      lines.push({
        text: `${dueText(share.expected_return_date, now)} (${formatDay(share.expected_return_date)})`,
        tone: overdue ? 'tone--warning' : 'tone--accent',
      });
    } else if (share.status === 'PENDING') {
      lines.push({ text: `Return by ${formatDay(share.expected_return_date)}` });
    }
  }
  if (share.returned_at) lines.push({ text: `Returned ${formatDay(share.returned_at)}` });
  if (share.completed_at) lines.push({ text: `Completed ${formatDay(share.completed_at)}` });
  if (role === 'owner' && share.status === 'CLAIMED' && share.last_reminder_at) {
    lines.push({ text: `Reminded ${formatDay(share.last_reminder_at)}` });
  }
  return (
    <ul className="share-card__dates">
      {lines.map((line) => (
        <li key={line.text} className={line.tone}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}

function ShareCard({
  share,
  role,
  busyKind,
  onAction,
}: {
  share: Share;
  role: ShareRole;
  busyKind: ShareActionKind | null;
  onAction: (kind: ShareActionKind) => void;
}) {
  const status = shareStatusDisplay(share, role);
  const labels = sharingTypeLabels(share.sharing_type);
  const actions = availableShareActions(share, role);
  const other = role === 'owner' ? personOf(share.shared_with) : personOf(share.shared_by);
  // The owner's item, or a loan the viewer is borrowing, opens in ItemDetail.
  const opensItem =
    Boolean(share.item_id) &&
    (role === 'owner'
      ? share.status !== 'COMPLETED' || share.sharing_type === 'BORROW'
      : share.status === 'CLAIMED' && share.sharing_type === 'BORROW');
  return (
    <article className="share-card" aria-label={share.item_name}>
      <ItemPicture
        item={{
          item_name: share.item_name,
          item_category: share.item_category,
          image_url: share.item_image_url,
        }}
        className="share-card__image"
      />
      <div className="share-card__body">
        <div className="share-card__top">
          <h3 className="share-card__name">
            {opensItem ? (
              <Link to={`/item/${share.item_id}`}>{share.item_name}</Link>
            ) : (
              share.item_name
            )}
          </h3>
          <span className={cx('badge', `badge--${status.tone}`)}>{status.label}</span>
        </div>
        <div className="share-card__meta">
          <span className="badge badge--accent">
            {role === 'owner' ? labels.action : labels.purpose}
          </span>
          <span className="share-card__person">
            <UserRound size={14} aria-hidden />
            {role === 'owner'
              ? other
                ? `To ${other}`
                : share.status === 'PENDING'
                  ? 'Not claimed yet'
                  : 'No recipient'
              : `From ${other ?? 'a Circle member'}`}
          </span>
        </div>
        <ShareDates share={share} role={role} />
        {share.notes ? <p className="share-card__notes">“{share.notes}”</p> : null}
        {role === 'owner' && share.claim_message ? (
          <p className="share-card__notes share-card__claim-message">
            <MessageSquare size={14} aria-hidden /> {other ?? 'They'} wrote: “{share.claim_message}”
          </p>
        ) : null}
        {actions.length > 0 || (role === 'owner' && share.status === 'PENDING') ? (
          <div className="share-card__actions">
            {role === 'owner' && share.status === 'PENDING' ? (
              <Button
                size="sm"
                variant="secondary"
                icon={<Copy size={16} aria-hidden />}
                onClick={() => void copyShareLink(share.share_url)}
                aria-label={`Copy link for ${share.item_name}`}
              >
                Copy Link
              </Button>
            ) : null}
            {actions.map((kind) => {
              const reminderWaiting = kind === 'REMIND' && !share.can_send_reminder;
              return (
                <Button
                  key={kind}
                  size="sm"
                  variant={kind === 'CANCEL' || kind === 'DECLINE' ? 'ghost' : 'primary'}
                  className={cx((kind === 'CANCEL' || kind === 'DECLINE') && 'btn--danger-text')}
                  loading={busyKind === kind}
                  disabled={busyKind !== null || reminderWaiting}
                  title={reminderWaiting ? 'One reminder a day: try again tomorrow.' : undefined}
                  onClick={() => onAction(kind)}
                >
                  {reminderWaiting ? 'Reminder Sent' : SHARE_ACTION_LABELS[kind]}
                </Button>
              );
            })}
          </div>
        ) : null}
      </div>
    </article>
  );
}

export function ShareCardSkeleton() {
  return (
    <div className="share-card share-card--skeleton" aria-hidden="true">
      <span className="share-card__image skeleton" />
      <span className="share-card__body">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--line skeleton--shorter" />
      </span>
    </div>
  );
}

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

/** My Shares (role owner: shared_by_me) and Borrowed (role recipient: shared_with_me). */
export function SharesPanel({ role }: { role: ShareRole }) {
  const query = useShares();
  const { run, busy } = useShareActions();
  const [confirming, setConfirming] = useState<{ kind: ShareActionKind; share: Share } | null>(
    null,
  );

  if (query.isPending) {
    return (
      <div className="stack" aria-busy="true" aria-label="Loading shares">
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
  if (shares.length === 0) {
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
          <span className="btn__label">
            {role === 'owner' ? 'Go to My Items' : 'Discover Items'}
          </span>
        </Link>
      </EmptyState>
    );
  }

  const active = shares.filter((share) => ACTIVE_STATUSES[role].has(share.status));
  const history = shares.filter((share) => !ACTIVE_STATUSES[role].has(share.status));
  const act = (kind: ShareActionKind, share: Share) => {
    if (CONFIRMATIONS[kind]) setConfirming({ kind, share });
    else run(kind, share.share_id);
  };
  const confirmation = confirming ? CONFIRMATIONS[confirming.kind] : undefined;

  const renderList = (list: Share[]) => (
    <div className="share-list">
      {list.map((share) => (
        <ShareCard
          key={share.share_id}
          share={share}
          role={role}
          busyKind={busy?.shareId === share.share_id ? busy.kind : null}
          onAction={(kind) => act(kind, share)}
        />
      ))}
    </div>
  );

  return (
    <>
      {active.length > 0 ? (
        <section className="section" aria-labelledby={`${role}-active-title`}>
          <h2 id={`${role}-active-title`} className="section__title">
            Active ({active.length})
          </h2>
          {renderList(active)}
        </section>
      ) : null}
      {history.length > 0 ? (
        <section className="section" aria-labelledby={`${role}-history-title`}>
          <h2 id={`${role}-history-title`} className="section__title">
            History ({history.length})
          </h2>
          {renderList(history)}
        </section>
      ) : null}
      {confirming && confirmation ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirming(null))}
          title={confirmation.title}
          message={confirmation.message(confirming.share)}
          confirmLabel={confirmation.confirm}
          cancelLabel="Keep"
          destructive={confirming.kind !== 'COMPLETE'}
          onConfirm={() => {
            run(confirming.kind, confirming.share.share_id);
            setConfirming(null);
          }}
        />
      ) : null}
    </>
  );
}
