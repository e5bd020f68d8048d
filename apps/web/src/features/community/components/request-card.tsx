import type { BorrowRequest } from '@circle/contract';
import { ItemPicture } from '@/components/items/item-picture';
import { Clock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/sharing-dates';
import { cx } from '@/lib/cx';
import {
  REQUEST_STATUS_DISPLAY,
  canRespond,
  expiryDisplay,
  isExpiringSoon,
} from '../lib/request-expiry';

export type RequestsView = 'received' | 'sent';
export type RequestBusy = 'claim' | 'cancel' | null;

interface RequestCardProps {
  request: BorrowRequest;
  view: RequestsView;
  onRespond: () => void;
  onClaim: () => void;
  onCancel: () => void;
  busy: RequestBusy;
}

/** One borrow request, received or sent, with what can be done about it. */
export function RequestCard({
  request,
  view,
  onRespond,
  onClaim,
  onCancel,
  busy,
}: RequestCardProps) {
  const status = REQUEST_STATUS_DISPLAY[request.status];
  const respondable = view === 'received' && canRespond(request);
  return (
    <article className={cx('share-card request-card', respondable && 'request-card--actionable')}>
      <ItemPicture
        item={{
          item_name: request.item_name,
          item_category: request.item_category,
          image_url: request.item_image_url,
        }}
        className="share-card__image"
      />
      <div className="share-card__body">
        <div className="share-card__top">
          <h3 className="share-card__name">{request.item_name}</h3>
          <span className={cx('badge', `badge--${status.tone}`)}>{status.label}</span>
        </div>
        <p className="share-card__person">
          {view === 'received' ? `From ${request.requester_name}` : `To ${request.owner_name}`}
          <span className="muted"> · {formatDay(request.created_at)}</span>
        </p>
        <RequestFacts request={request} view={view} />
        {request.message ? <p className="share-card__notes">“{request.message}”</p> : null}
        {request.response_message ? (
          <p className="share-card__notes share-card__notes--reply">
            Reply: “{request.response_message}”
          </p>
        ) : null}
        {respondable ? (
          <button
            type="button"
            className="stretched-action"
            aria-label={`Respond to ${request.requester_name}'s request for ${request.item_name}`}
            onClick={onRespond}
          />
        ) : null}
        {view === 'sent' ? (
          <SentRequestActions request={request} onClaim={onClaim} onCancel={onCancel} busy={busy} />
        ) : null}
      </div>
    </article>
  );
}

/** Its expiry, whether it expires soon and its return date. */
function RequestFacts({ request, view }: { request: BorrowRequest; view: RequestsView }) {
  const expiry = request.status === 'PENDING' ? expiryDisplay(request.days_until_expiry) : null;
  return (
    <div className="request-card__facts">
      {expiry ? (
        <span className={cx('request-card__expiry', `tone--${expiry.tone}`)}>
          <Clock size={13} aria-hidden /> {expiry.label}
        </span>
      ) : null}
      {view === 'received' && isExpiringSoon(request) ? (
        <span className="badge badge--warning">Expiring soon</span>
      ) : null}
      {request.expected_return_date ? (
        <span className="muted">Return by {formatDay(request.expected_return_date)}</span>
      ) : null}
    </div>
  );
}

/** A sent request: claim it once approved, cancel it while pending. */
function SentRequestActions({
  request,
  onClaim,
  onCancel,
  busy,
}: Pick<RequestCardProps, 'request' | 'onClaim' | 'onCancel' | 'busy'>) {
  const pending = request.status === 'PENDING';
  const claimable = request.status === 'APPROVED' && request.claimable;
  return (
    <>
      {pending || claimable ? (
        <div className="share-card__actions">
          {claimable ? (
            <Button
              size="sm"
              onClick={onClaim}
              loading={busy === 'claim'}
              disabled={busy !== null}
              aria-label={`Claim now: ${request.item_name}`}
            >
              Claim now
            </Button>
          ) : null}
          {pending ? (
            <Button
              size="sm"
              variant="ghost"
              className="btn--danger-text"
              onClick={onCancel}
              loading={busy === 'cancel'}
              disabled={busy !== null}
              aria-label={`Cancel request for ${request.item_name}`}
            >
              Cancel Request
            </Button>
          ) : null}
        </div>
      ) : null}
      {request.status === 'APPROVED' && !request.claimable ? (
        <p className="muted small">The approval has lapsed; ask the owner again.</p>
      ) : null}
    </>
  );
}
