import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { TabHeader } from '@/components/layout/tab-header';
import { PullIndicator } from '@/components/ui/pull-indicator';
import { sharingKeys } from '@/lib/query-keys/sharing-keys';
import { ContactsPanel, SharesPanel } from '@/features/sharing';
import { usePullToRefresh } from '@/hooks/use-pull-to-refresh';
import { communityKeys } from '@/lib/query-keys/community-keys';
import { BorrowRequestsPanel } from './borrow-requests-panel';
import { CommunityTabs, communityTabOf, type CommunityTab } from './community-tabs';
import { DiscoverPanel } from './discover-panel';
import '@/components/ui/page.css';
import './community-screen.css';
import './community.css';

export { communityTabOf, type CommunityTab } from './community-tabs';

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

/** Pull to refresh reloads the active tab; Discover starts again from its first page. */
function useTabRefresh(active: CommunityTab) {
  const queryClient = useQueryClient();
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
  return usePullToRefresh(refresh);
}

/** The community tab: the sharing hub (spec §2, params tab and subTab). */
export function CommunityScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = communityTabOf(searchParams.get('tab'));
  const idPrefix = useId();

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

  const { pull, refreshing } = useTabRefresh(active);

  const select = (key: CommunityTab) => {
    setSearchParams(key === 'shares' ? {} : { tab: key }, { replace: true });
  };

  return (
    <>
      <TabHeader title="Community" />
      <div className="page community">
        <PullIndicator pull={pull} refreshing={refreshing} />
        <CommunityTabs active={active} idPrefix={idPrefix} onSelect={select} />
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
