import {
  BORROW_REQUEST_STATUSES,
  type BorrowRequest,
  type BorrowRequestStatus,
} from '@circle/contract';
import { ItemPicture } from '@/components/items/item-picture';
import { Clock, Inbox, Send } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDay } from '@/lib/sharing-dates';
import { serverDetailOf } from '@/lib/sharing-messages';
import { refusalMessageOf } from '@/lib/api-errors';
import { cx } from '@/lib/cx';
import { useCancelSentRequest } from '../api/cancel-sent-borrow-request';
import { useClaimSentRequest } from '../api/claim-sent-borrow-request';
import { useBorrowRequestSummary } from '../api/get-borrow-request-summary';
import { useReceivedRequests } from '../api/get-borrow-requests';
import { useSentRequests } from '../api/get-sent-borrow-requests';
import {
  REQUEST_STATUS_DISPLAY,
  canRespond,
  expiryDisplay,
  isExpiringSoon,
  sentRequestsSummary,
} from '../lib/request-expiry';
import { REQUEST_TEXTS, RespondRequestDialog } from './respond-request-dialog';
import '@/components/ui/button.css';
import '@/components/ui/chip.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import '@/components/ui/badge.css';
import './borrow-requests-panel.css';
import '@/components/ui/filter-sheet.css';
import './community.css';

export type RequestsView = 'received' | 'sent';
type StatusFilter = BorrowRequestStatus | null;

export const REQUESTS_TEXTS = {
  loading: 'Loading requests...',
  errorTitle: 'Unable to Load Requests',
  noPending: 'No Pending Requests',
  noneFound: 'No Requests Found',
} as const;

const FILTER_LABELS: Record<BorrowRequestStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  DENIED: 'Denied',
  EXPIRED: 'Expired',
};

/** Received requests are counted by the server; sent ones from their own list. */
function SummaryHeader({ view, sent }: { view: RequestsView; sent: BorrowRequest[] | undefined }) {
  const received = useBorrowRequestSummary();
  const counts = view === 'received' ? received.data : sent ? sentRequestsSummary(sent) : undefined;
  const figures = [
    { label: 'Pending', value: counts?.pending, tone: 'accent' },
    { label: 'Total', value: counts?.total, tone: 'text' },
    { label: 'Expiring Soon', value: counts?.expiring_soon, tone: 'warning' },
  ];
  return (
    <dl
      className="request-summary"
      aria-label={view === 'received' ? 'Requests received' : 'Requests sent'}
      aria-busy={!counts || undefined}
    >
      {figures.map((figure) => (
        <div key={figure.label} className="request-summary__item">
          <dt>{figure.label}</dt>
          <dd className={cx(figure.value ? `tone--${figure.tone}` : undefined)}>
            {figure.value ?? '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RequestCard({
  request,
  view,
  onRespond,
  onClaim,
  onCancel,
  busy,
}: {
  request: BorrowRequest;
  view: RequestsView;
  onRespond: () => void;
  onClaim: () => void;
  onCancel: () => void;
  busy: 'claim' | 'cancel' | null;
}) {
  const status = REQUEST_STATUS_DISPLAY[request.status];
  const pending = request.status === 'PENDING';
  const expiry = pending ? expiryDisplay(request.days_until_expiry) : null;
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
        {view === 'sent' && (pending || (request.status === 'APPROVED' && request.claimable)) ? (
          <div className="share-card__actions">
            {request.status === 'APPROVED' && request.claimable ? (
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
        {view === 'sent' && request.status === 'APPROVED' && !request.claimable ? (
          <p className="muted small">The approval has lapsed; ask the owner again.</p>
        ) : null}
      </div>
    </article>
  );
}

/** Borrow requests screen (spec §2): summary, Received / Sent, status chips, the lists. */
export function BorrowRequestsPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: RequestsView = searchParams.get('subTab') === 'sent' ? 'sent' : 'received';
  const [filter, setFilter] = useState<StatusFilter>(null);
  const [responding, setResponding] = useState<BorrowRequest | null>(null);
  const [cancelling, setCancelling] = useState<BorrowRequest | null>(null);
  const summary = useBorrowRequestSummary();
  const received = useReceivedRequests(filter, view === 'received');
  const sent = useSentRequests(view === 'sent');
  const claim = useClaimSentRequest();
  const cancel = useCancelSentRequest();

  const query = view === 'received' ? received : sent;
  const all = query.data?.requests ?? [];
  const requests = view === 'sent' && filter ? all.filter((r) => r.status === filter) : all;

  const count = (status: StatusFilter): number | null => {
    if (view === 'received') {
      if (status === null) return summary.data?.total ?? null;
      if (status === 'PENDING') return summary.data?.pending ?? null;
      return null;
    }
    if (!sent.data) return null;
    return status === null ? all.length : all.filter((r) => r.status === status).length;
  };

  const switchView = (next: RequestsView) => {
    setFilter(null);
    setSearchParams(next === 'sent' ? { tab: 'requests', subTab: 'sent' } : { tab: 'requests' }, {
      replace: true,
    });
  };

  const claimRequest = (request: BorrowRequest) =>
    claim.mutate(
      { id: request.id },
      {
        onSuccess: (response) => toast.success('Item Claimed', response.message),
        onError: (error) =>
          toast.error(
            REQUEST_TEXTS.actionFailedTitle,
            serverDetailOf(error) ?? REQUEST_TEXTS.claimFailed,
          ),
      },
    );

  const cancelRequest = (request: BorrowRequest) =>
    cancel.mutate(request.id, {
      onSuccess: () => {
        setCancelling(null);
        toast.success(
          'Request Cancelled',
          `Your request for "${request.item_name}" was withdrawn.`,
        );
      },
      onError: (error) => {
        setCancelling(null);
        toast.error(
          REQUEST_TEXTS.actionFailedTitle,
          serverDetailOf(error) ?? REQUEST_TEXTS.cancelFailed,
        );
      },
    });

  let list;
  if (query.isPending) {
    list = (
      <div className="center-block" aria-busy="true">
        <Spinner size={28} label={REQUESTS_TEXTS.loading} />
        <p className="muted">{REQUESTS_TEXTS.loading}</p>
      </div>
    );
  } else if (query.isError) {
    list = (
      <ErrorState
        title={REQUESTS_TEXTS.errorTitle}
        message={refusalMessageOf(
          query.error,
          view === 'received' ? REQUEST_TEXTS.loadFailed : REQUEST_TEXTS.loadSentFailed,
        )}
        retryLabel="Retry"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (requests.length === 0) {
    list = (
      <EmptyState
        icon={
          view === 'received' ? <Inbox size={36} aria-hidden /> : <Send size={36} aria-hidden />
        }
        title={filter === 'PENDING' ? REQUESTS_TEXTS.noPending : REQUESTS_TEXTS.noneFound}
        message={
          view === 'received'
            ? 'When someone asks to borrow one of your public items, the request shows up here. You have 7 days to respond.'
            : 'Find something in Discover and ask its owner to lend it to you.'
        }
      />
    );
  } else {
    list = (
      <div className="share-list">
        {requests.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            view={view}
            onRespond={() => setResponding(request)}
            onClaim={() => claimRequest(request)}
            onCancel={() => setCancelling(request)}
            busy={
              claim.isPending && claim.variables.id === request.id
                ? 'claim'
                : cancel.isPending && cancel.variables === request.id
                  ? 'cancel'
                  : null
            }
          />
        ))}
      </div>
    );
  }

  return (
    <div className="requests">
      <SummaryHeader view={view} sent={view === 'sent' ? sent.data?.requests : undefined} />
      <div className="pill-switch" role="group" aria-label="Requests">
        {(['received', 'sent'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            className={cx('pill-switch__item', view === option && 'pill-switch__item--active')}
            onClick={() => switchView(option)}
          >
            {option === 'received' ? 'Received' : 'Sent'}
          </button>
        ))}
      </div>
      <div className="chip-row" role="group" aria-label="Status">
        {[null, ...BORROW_REQUEST_STATUSES].map((status) => {
          const value = status === null || status === 'PENDING' ? count(status) : null;
          const label = status === null ? 'All' : FILTER_LABELS[status];
          return (
            <button
              key={status ?? 'ALL'}
              type="button"
              className={cx('chip-btn', filter === status && 'chip-btn--active')}
              aria-pressed={filter === status}
              onClick={() => setFilter(status)}
            >
              {label}
              {value !== null ? (
                <>
                  {' '}
                  <span className="chip-btn__count">{value}</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {list}
      <RespondRequestDialog request={responding} onClose={() => setResponding(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title="Cancel Request?"
        message={
          cancelling ? `Your request to borrow "${cancelling.item_name}" will be withdrawn.` : ''
        }
        confirmLabel="Cancel Request"
        cancelLabel="Keep"
        destructive
        loading={cancel.isPending}
        onConfirm={() => cancelling && cancelRequest(cancelling)}
      />
    </div>
  );
}
