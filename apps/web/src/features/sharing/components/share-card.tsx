import type { Share } from '@circle/contract';
import { ItemPicture } from '@/components/items/item-picture';
import { Copy, MessageSquare, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { dueText } from '@/lib/ownership-state';
import { useNow } from '@/hooks/use-now';
import { cx } from '@/lib/cx';
import {
  SHARE_ACTION_LABELS,
  availableShareActions,
  shareStatusDisplay,
  type ShareActionKind,
  type ShareRole,
} from '../lib/share-actions';
import { daysFromToday, formatDay } from '@/lib/sharing-dates';
import { sharingTypeLabels } from '../lib/sharing-labels';
import { copyShareLink } from './copy-link';

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

interface ShareCardProps {
  share: Share;
  role: ShareRole;
  busyKind: ShareActionKind | null;
  onAction: (kind: ShareActionKind) => void;
}

/** One share, lent or given by me or to me: its item, status, person, dates, notes and actions. */
export function ShareCard({ share, role, busyKind, onAction }: ShareCardProps) {
  const status = shareStatusDisplay(share, role);
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
        <ShareCardMeta share={share} role={role} other={other} />
        <ShareDates share={share} role={role} />
        {share.notes ? <p className="share-card__notes">“{share.notes}”</p> : null}
        {role === 'owner' && share.claim_message ? (
          <p className="share-card__notes share-card__claim-message">
            <MessageSquare size={14} aria-hidden /> {other ?? 'They'} wrote: “{share.claim_message}”
          </p>
        ) : null}
        <ShareCardActions share={share} role={role} busyKind={busyKind} onAction={onAction} />
      </div>
    </article>
  );
}

/** Lend or give, and to or from whom. */
function ShareCardMeta({
  share,
  role,
  other,
}: {
  share: Share;
  role: ShareRole;
  other: string | null;
}) {
  const labels = sharingTypeLabels(share.sharing_type);
  return (
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
  );
}

/** Copy Link while the owner's share is pending, and the actions the share allows now. */
function ShareCardActions({ share, role, busyKind, onAction }: ShareCardProps) {
  const actions = availableShareActions(share, role);
  const copyable = role === 'owner' && share.status === 'PENDING';
  if (actions.length === 0 && !copyable) return null;
  return (
    <div className="share-card__actions">
      {copyable ? (
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
