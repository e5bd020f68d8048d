import type { PublicItem } from '@circle/contract';
import { FilterBar } from '@/components/ui/filter-bar';
import { useMemo, useState } from 'react';
import { FIRST_SCREEN_CARDS } from '@/components/items/card-picture';
import type { Notice } from '@/lib/sharing-messages';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { useDeferredAnswer } from '@/hooks/use-deferred-answer';
import { useProgressiveList } from '@/hooks/use-progressive-list';
import { usePublicItems } from '../api/get-public-items';
import { useSentRequests } from '../api/get-sent-borrow-requests';
import {
  DEFAULT_DISCOVER_FILTERS,
  DISCOVER,
  categoryChips,
  countActiveDiscoverFilters,
} from '../lib/discover-filters';
import { requestBlocker } from '../schemas/borrow-request.schema';
import { useDiscoverStore } from '../stores/discover-store';
import { DiscoverChips } from './discover-chips';
import { DiscoverFilterSheet } from './discover-filter-sheet';
import { DiscoverRequestDialogs } from './discover-request-dialogs';
import { DiscoverResults } from './discover-results';
import '@/components/ui/form.css';
import '@/components/ui/chip.css';
import '@/components/ui/card.css';
import '@/components/ui/filter-sheet.css';
import './community.css';

const ALREADY_REQUESTED: Notice = {
  title: 'Already Requested',
  message: 'You have asked to borrow this item already: see its answer under Requests, Sent.',
};

export { DISCOVER_TEXTS } from './discover-results';

/** The filters with the search debounced (spec §9: 500 ms). */
function useQueryFilters() {
  const filters = useDiscoverStore((state) => state.filters);
  const search = useDebouncedValue(filters.search, DISCOVER.searchDebounceMs);
  const minValue = useDebouncedValue(filters.minValue, DISCOVER.searchDebounceMs);
  const maxValue = useDebouncedValue(filters.maxValue, DISCOVER.searchDebounceMs);
  return useMemo(
    () => ({ ...filters, search: search.trim(), minValue, maxValue }),
    [filters, search, minValue, maxValue],
  );
}

/** The items with a request of mine still open: their cards say "Requested". */
function useRequestedIds() {
  const sent = useSentRequests();
  return useMemo(
    () =>
      new Set(
        (sent.data?.requests ?? [])
          .filter((request) => request.status === 'PENDING' || request.status === 'APPROVED')
          .map((request) => request.item_id),
      ),
    [sent.data],
  );
}

/** Discover (spec §2 "Public items discovery"). */
export function DiscoverPanel() {
  const filters = useDiscoverStore((state) => state.filters);
  const setFilters = useDiscoverStore((state) => state.setFilters);
  const queryFilters = useQueryFilters();
  const query = usePublicItems(queryFilters);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [requesting, setRequesting] = useState<PublicItem | null>(null);
  const [requestedOnce, setRequestedOnce] = useState(false);
  if (requesting && !requestedOnce) setRequestedOnce(true);
  const [blocked, setBlocked] = useState<Notice | null>(null);
  const active = countActiveDiscoverFilters(filters);

  const { shown, settling } = useDeferredAnswer(query.data);
  const pages = shown?.pages ?? [];
  const first = pages[0];
  const allItems = pages.flatMap((page) => page.items);
  const items = useProgressiveList(allItems, FIRST_SCREEN_CARDS);

  const sentinel = useInfiniteScroll<HTMLDivElement>(() => void query.fetchNextPage(), {
    enabled: query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError,
    threshold: DISCOVER.scrollThreshold,
  });

  const isOwn = (item: PublicItem) => item.is_own;
  const requestedIds = useRequestedIds();
  const open = (item: PublicItem) => {
    const blocker = requestedIds.has(item.id)
      ? ALREADY_REQUESTED
      : requestBlocker({ ...item, isOwn: isOwn(item) });
    if (blocker) setBlocked(blocker);
    else setRequesting(item);
  };

  return (
    <div className="discover">
      <FilterBar
        search={{
          id: 'discover-search',
          label: 'Search public items',
          placeholder: 'Search public items...',
          value: filters.search,
          onChange: (search) => setFilters({ search }),
        }}
        filterButton={{
          active,
          badgeTestId: 'discover-filter-badge',
          onClick: () => setSheetOpen(true),
        }}
      >
        <DiscoverChips
          filters={filters}
          setFilters={setFilters}
          chips={categoryChips(first?.available_categories)}
        />
      </FilterBar>

      <DiscoverResults
        query={query}
        loading={query.isPending || settling}
        pages={pages}
        allItems={allItems}
        items={items}
        narrowed={active > 0 || Boolean(queryFilters.search)}
        onClear={() => setFilters({ ...DEFAULT_DISCOVER_FILTERS, sort: filters.sort })}
        requestedIds={requestedIds}
        onRequest={open}
        sentinel={sentinel}
      />

      <DiscoverFilterSheet open={sheetOpen} onOpenChange={setSheetOpen} facets={first} />
      <DiscoverRequestDialogs
        requestedOnce={requestedOnce}
        requesting={requesting}
        onCloseRequest={() => setRequesting(null)}
        blocked={blocked}
        onCloseBlocked={() => setBlocked(null)}
      />
    </div>
  );
}
