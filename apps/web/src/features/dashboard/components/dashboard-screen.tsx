import { useQueryClient } from '@tanstack/react-query';
import { Bot, ChevronRight, Compass, Upload, type LucideIcon } from 'lucide-react';
import { useCallback, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { TabHeader } from '@/components/layout/tab-header';
import { PullIndicator } from '@/components/ui/pull-indicator';
import { ErrorState } from '@/components/ui/error-state';
import { toast } from '@/components/ui/toast/toast-store';
import { useMe } from '@/lib/current-user';
import { useNow } from '@/hooks/use-now';
import { usePullToRefresh } from '@/hooks/use-pull-to-refresh';
import { errorMessageOf } from '@/lib/api-errors';
import { getFirstName } from '@/lib/format';
import { dashboardKeys } from '@/lib/query-keys/dashboard-keys';
import { useRefreshStatistics, useStatistics } from '../api/get-statistics';
import { DASHBOARD_TEXTS } from '../lib/dashboard-display';
import { DashboardCards } from './dashboard-cards';
import { DashboardHero } from './dashboard-hero';
import '@/components/ui/card.css';
import '@/components/ui/skeleton.css';
import '@/components/ui/page.css';
import './dashboard-screen.css';
import './dashboard.css';

interface QuickAction {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { title: 'Upload', description: 'Photograph your things', to: '/upload', icon: Upload },
  { title: 'AI Chat', description: 'Ask about your inventory', to: '/chat', icon: Bot },
  {
    title: 'Discover',
    description: 'Find items to borrow',
    to: '/community?tab=discover',
    icon: Compass,
  },
];

function QuickActions() {
  return (
    <section aria-labelledby="quick-actions" className="section">
      <h2 id="quick-actions" className="section__title">
        Quick Actions
      </h2>
      <ul className="quick-actions">
        {QUICK_ACTIONS.map(({ title, description, to, icon: Icon }) => (
          <li key={title}>
            <Link to={to} className="quick-action">
              <span className="quick-action__icon">
                <Icon size={22} aria-hidden />
              </span>
              <span className="quick-action__text">
                <span className="quick-action__title">{title}</span>
                <span className="quick-action__description">{description}</span>
              </span>
              <ChevronRight size={18} aria-hidden className="quick-action__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DashboardSkeleton() {
  return (
    <div className="dash-grid" role="status" aria-busy="true" aria-label="Loading dashboard">
      {[0, 1, 2].map((key) => (
        <div key={key} className="card dash-card dash-card--skeleton">
          <span className="skeleton skeleton--line skeleton--shorter" />
          <span className="skeleton dash-card__skeleton-block" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}

/**
 * The dashboard, the Home tab (spec §2): greeting, Quick Actions, net worth, inventory summary, Your
 * Achievements, activity and Recently Added; an error card with Retry; pull to refresh
 * (recomputes on the server with refresh=true).
 */
export function DashboardScreen() {
  const queryClient = useQueryClient();
  const { data: user } = useMe();
  const firstName = getFirstName(user?.full_name);
  const statistics = useStatistics();
  const refreshStatistics = useRefreshStatistics();
  const now = new Date(useNow(60_000));

  const refresh = useCallback(
    () =>
      Promise.all([
        refreshStatistics.mutateAsync().catch((error: unknown) => {
          toast.error(DASHBOARD_TEXTS.refreshFailed, errorMessageOf(error));
        }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.recentItems }),
      ]),
    [queryClient, refreshStatistics],
  );
  const { pull, refreshing } = usePullToRefresh(refresh);
  const busy = refreshing || refreshStatistics.isPending;
  // The cards render in a background pass React can interrupt, after the greeting and the
  // quick actions: the statistics arriving do not block the main thread in one long task.
  const data = useDeferredValue(statistics.data);

  return (
    <>
      <TabHeader title="Home" />
      <div className="page dashboard">
        <PullIndicator pull={pull} refreshing={refreshing} />

        <DashboardHero
          firstName={firstName}
          createdAt={user?.created_at}
          data={data}
          now={now}
          busy={busy}
          loading={!data && !statistics.isError}
          onRefresh={() => void refresh()}
        />

        <QuickActions />

        {data ? (
          <DashboardCards data={data} now={now} />
        ) : statistics.isError ? (
          <div className="card">
            <ErrorState
              title={DASHBOARD_TEXTS.loadFailed}
              message={errorMessageOf(statistics.error)}
              retryLabel="Retry"
              onRetry={() => void statistics.refetch()}
              retrying={statistics.isFetching}
            />
          </div>
        ) : (
          <DashboardSkeleton />
        )}
      </div>
    </>
  );
}
