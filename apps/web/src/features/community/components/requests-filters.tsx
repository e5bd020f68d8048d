import { BORROW_REQUEST_LISTED_STATUSES, type ListedBorrowRequestStatus } from '@circle/contract';
import { cx } from '@/lib/cx';
import type { RequestsView } from './request-card';

export type StatusFilter = ListedBorrowRequestStatus | null;

const FILTER_LABELS: Record<ListedBorrowRequestStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  DENIED: 'Denied',
  EXPIRED: 'Expired',
  CLAIMED: 'Claimed',
};

/** Received / Sent. */
export function RequestsViewSwitch({
  view,
  onSwitch,
}: {
  view: RequestsView;
  onSwitch: (next: RequestsView) => void;
}) {
  return (
    <div className="pill-switch" role="group" aria-label="Requests">
      {(['received', 'sent'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          className={cx('pill-switch__item', view === option && 'pill-switch__item--active')}
          onClick={() => onSwitch(option)}
        >
          {option === 'received' ? 'Received' : 'Sent'}
        </button>
      ))}
    </div>
  );
}

/** All and one chip a status; All and Pending show their counts. */
export function StatusChips({
  view,
  filter,
  onFilter,
  count,
}: {
  view: RequestsView;
  filter: StatusFilter;
  onFilter: (status: StatusFilter) => void;
  count: (status: StatusFilter) => number | null;
}) {
  // A claimed request is the requester's loan: only their Sent list keeps it.
  const statuses = BORROW_REQUEST_LISTED_STATUSES.filter(
    (status) => view === 'sent' || status !== 'CLAIMED',
  );
  return (
    <div className="chip-row" role="group" aria-label="Status">
      {[null, ...statuses].map((status) => {
        const value = status === null || status === 'PENDING' ? count(status) : null;
        const label = status === null ? 'All' : FILTER_LABELS[status];
        return (
          <button
            key={status ?? 'ALL'}
            type="button"
            className={cx('chip-btn', filter === status && 'chip-btn--active')}
            aria-pressed={filter === status}
            onClick={() => onFilter(status)}
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
  );
}
