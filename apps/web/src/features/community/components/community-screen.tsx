import { useQueryClient } from '@tanstack/react-query';
import { Compass, Handshake, Inbox, Share2, Users, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useId, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { TabHeader } from '@/components/layout/tab-header';
import { PullIndicator } from '@/components/ui/pull-indicator';
import { sharingKeys } from '@/lib/query-keys/sharing-keys';
import { ContactsPanel, SharesPanel } from '@/features/sharing';
import { usePullToRefresh } from '@/hooks/use-pull-to-refresh';
import { cx } from '@/lib/cx';
import { communityKeys } from '@/lib/query-keys/community-keys';
import { useBorrowRequestSummary } from '../api/get-borrow-request-summary';
import { BorrowRequestsPanel } from './borrow-requests-panel';
import { DiscoverPanel } from './discover-panel';
import '@/components/ui/page.css';
import './community-screen.css';
import './community.css';

export type CommunityTab = 'shares' | 'borrowed' | 'requests' | 'discover' | 'contacts';

interface TabDefinition {
  key: CommunityTab;
  label: string;
  icon: LucideIcon;
}

const TABS: readonly TabDefinition[] = [
  { key: 'shares', label: 'My Shares', icon: Share2 },
  { key: 'borrowed', label: 'Borrowed', icon: Handshake },
  { key: 'requests', label: 'Requests', icon: Inbox },
  { key: 'discover', label: 'Discover', icon: Compass },
  { key: 'contacts', label: 'Contacts', icon: Users },
];

/** The tab named in the URL (`shared` is the spec's key of My Shares); My Shares by default. */
export function communityTabOf(value: string | null): CommunityTab {
  if (value === 'shared') return 'shares';
  return TABS.find((tab) => tab.key === value)?.key ?? 'shares';
}

/** What each tab reloads on pull to refresh. */
function keysOf(tab: CommunityTab): ReadonlyArray<readonly unknown[]> {
  switch (tab) {
    case 'shares':
    case 'borrowed':
      return [sharingKeys.shares];
    case 'requests':
      return [communityKeys.requests];
    case 'discover':
      return [communityKeys.publicItemLists];
    case 'contacts':
      return [sharingKeys.contacts];
  }
}

/** The community tab: the sharing hub (spec §2, params tab and subTab). */
export function CommunityScreen() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = communityTabOf(searchParams.get('tab'));
  const idPrefix = useId();
  const summary = useBorrowRequestSummary();
  const pending = summary.data?.pending ?? 0;

  // On phones the tab strip scrolls: keep the selected tab (e.g. from ?tab=discover) in view.
  // At the next frame, with the layout the browser does then: not a forced layout in the middle of
  // the first render.
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      document
        .getElementById(`${idPrefix}-tab-${active}`)
        ?.scrollIntoView?.({ block: 'nearest', inline: 'center' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [active, idPrefix]);

  const refresh = useCallback(
    () =>
      Promise.all(
        keysOf(active).map((queryKey) =>
          active === 'discover'
            ? queryClient.resetQueries({ queryKey })
            : queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [active, queryClient],
  );
  const { pull, refreshing } = usePullToRefresh(refresh);

  const select = (key: CommunityTab) => {
    setSearchParams(key === 'shares' ? {} : { tab: key }, { replace: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const offset = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!offset) return;
    event.preventDefault();
    const next = TABS[(index + offset + TABS.length) % TABS.length];
    if (next) {
      select(next.key);
      document.getElementById(`${idPrefix}-tab-${next.key}`)?.focus();
    }
  };

  return (
    <>
      <TabHeader title="Community" />
      <div className="page community">
        <PullIndicator pull={pull} refreshing={refreshing} />
        <div className="segmented" role="tablist" aria-label="Sharing hub">
          {TABS.map((tab, index) => {
            const selected = tab.key === active;
            const Icon = tab.icon;
            const badge = tab.key === 'requests' && pending > 0 ? pending : null;
            return (
              <button
                key={tab.key}
                id={`${idPrefix}-tab-${tab.key}`}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={`${idPrefix}-panel`}
                tabIndex={selected ? 0 : -1}
                className={cx('segmented__item', selected && 'segmented__item--active')}
                onClick={() => select(tab.key)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <Icon size={16} aria-hidden />
                <span>{tab.label}</span>
                {badge !== null ? (
                  <>
                    {' '}
                    <span className="segmented__badge" aria-hidden="true">
                      {badge}
                    </span>
                    <span className="visually-hidden">{badge} pending</span>
                  </>
                ) : null}
              </button>
            );
          })}
        </div>
        <div
          id={`${idPrefix}-panel`}
          role="tabpanel"
          aria-labelledby={`${idPrefix}-tab-${active}`}
          className="tab-panel"
        >
          {active === 'shares' ? <SharesPanel role="owner" /> : null}
          {active === 'borrowed' ? <SharesPanel role="recipient" /> : null}
          {active === 'requests' ? <BorrowRequestsPanel /> : null}
          {active === 'discover' ? <DiscoverPanel /> : null}
          {active === 'contacts' ? <ContactsPanel /> : null}
        </div>
      </div>
    </>
  );
}
