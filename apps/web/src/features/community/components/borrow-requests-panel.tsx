import type { BorrowRequest } from '@circle/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cx } from '@/lib/cx';
import { useBorrowRequestSummary } from '../api/get-borrow-request-summary';
import { useReceivedRequests } from '../api/get-borrow-requests';
import { useSentRequests } from '../api/get-sent-borrow-requests';
import { sentRequestsSummary } from '../lib/request-expiry';
import type { RequestsView } from './request-card';
import { RequestsViewSwitch, StatusChips, type StatusFilter } from './requests-filters';
import { RequestsList } from './requests-list';
import { RespondRequestDialog } from './respond-request-dialog';
import { useRequestActions } from './use-request-actions';
import '@/components/ui/button.css';
import '@/components/ui/chip.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import '@/components/ui/badge.css';
import './borrow-requests-panel.css';
import '@/components/ui/filter-sheet.css';
import './community.css';

export type { RequestsView } from './request-card';
export { REQUESTS_TEXTS } from './requests-list';

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
  const actions = useRequestActions(() => setCancelling(null));

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

  return (
    <div className="requests">
      <SummaryHeader view={view} sent={view === 'sent' ? sent.data?.requests : undefined} />
      <RequestsViewSwitch view={view} onSwitch={switchView} />
      <StatusChips view={view} filter={filter} onFilter={setFilter} count={count} />
      <RequestsList
        query={query}
        view={view}
        filter={filter}
        requests={requests}
        onRespond={setResponding}
        onClaim={actions.claimRequest}
        onCancel={setCancelling}
        busyOf={actions.busyOf}
      />
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
        loading={actions.cancelling}
        onConfirm={() => cancelling && actions.cancelRequest(cancelling)}
      />
    </div>
  );
}
