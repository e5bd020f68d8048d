import type { BorrowRequest } from '@circle/contract';
import { Inbox, Send } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { refusalMessageOf } from '@/lib/api-errors';
import type { useReceivedRequests } from '../api/get-borrow-requests';
import type { useSentRequests } from '../api/get-sent-borrow-requests';
import { RequestCard, type RequestBusy, type RequestsView } from './request-card';
import type { StatusFilter } from './requests-filters';
import { REQUEST_TEXTS } from './request-texts';

export const REQUESTS_TEXTS = {
  loading: 'Loading requests...',
  errorTitle: 'Unable to Load Requests',
  noPending: 'No Pending Requests',
  noneFound: 'No Requests Found',
} as const;

interface RequestsListProps {
  query: ReturnType<typeof useReceivedRequests> | ReturnType<typeof useSentRequests>;
  view: RequestsView;
  filter: StatusFilter;
  requests: BorrowRequest[];
  onRespond: (request: BorrowRequest) => void;
  onClaim: (request: BorrowRequest) => void;
  onCancel: (request: BorrowRequest) => void;
  busyOf: (request: BorrowRequest) => RequestBusy;
}

/** The requests of the view: loading, error, empty or their cards. */
export function RequestsList({
  query,
  view,
  filter,
  requests,
  onRespond,
  onClaim,
  onCancel,
  busyOf,
}: RequestsListProps) {
  if (query.isPending) {
    return (
      <div className="center-block" aria-busy="true">
        <Spinner size={28} label={REQUESTS_TEXTS.loading} />
        <p className="muted">{REQUESTS_TEXTS.loading}</p>
      </div>
    );
  }
  if (query.isError) {
    return (
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
  }
  if (requests.length === 0) {
    return (
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
  }
  return (
    <div className="share-list">
      {requests.map((request) => (
        <RequestCard
          key={request.id}
          request={request}
          view={view}
          onRespond={() => onRespond(request)}
          onClaim={() => onClaim(request)}
          onCancel={() => onCancel(request)}
          busy={busyOf(request)}
        />
      ))}
    </div>
  );
}
