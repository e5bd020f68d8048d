import type { PublicItem } from '@circle/contract';
import { FilterBar } from '@/components/ui/filter-bar';
import { Compass, Search } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { FIRST_SCREEN_CARDS, ItemCardSkeleton } from '@/components/items/item-card';
import { categoryLabel } from '@/lib/item-display';
import type { Notice } from '@/lib/sharing-messages';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { useProgressiveList } from '@/hooks/use-progressive-list';
import { refusalMessageOf } from '@/lib/api-errors';
import { cx } from '@/lib/cx';
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
import { DiscoverFilterSheet } from './discover-filter-sheet';
import { PublicItemCard } from './public-item-card';
import '@/components/ui/form.css';
import '@/components/ui/chip.css';
import '@/components/ui/card.css';
import '@/components/ui/filter-sheet.css';
import './community.css';

// The request form (and its form library) loads with the first request.
const BorrowRequestDialog = lazy(async () => ({
  default: (await import('./borrow-request-dialog')).BorrowRequestDialog,
}));

const ALREADY_REQUESTED: Notice = {
  title: 'Already Requested',
  message: 'You have asked to borrow this item already: see its answer under Requests, Sent.',
};

export const DISCOVER_TEXTS = {
  errorTitle: 'Unable to Load Items',
  loadFailed: 'Failed to load items',
  loadMoreFailed: 'Failed to load more items',
  noMore: 'No more items to load',
} as const;

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

  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const last = pages[pages.length - 1];
  const allItems = pages.flatMap((page) => page.items);
  const items = useProgressiveList(allItems, FIRST_SCREEN_CARDS);
  const chips = categoryChips(first?.available_categories);

  const sentinel = useInfiniteScroll<HTMLDivElement>(() => void query.fetchNextPage(), {
    enabled: query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError,
    threshold: DISCOVER.scrollThreshold,
  });

  const isOwn = (item: PublicItem) => item.is_own;
  // Items with a request of mine still open: their cards say "Requested".
  const sent = useSentRequests();
  const requestedIds = useMemo(
    () =>
      new Set(
        (sent.data?.requests ?? [])
          .filter((request) => request.status === 'PENDING' || request.status === 'APPROVED')
          .map((request) => request.item_id),
      ),
    [sent.data],
  );
  const open = (item: PublicItem) => {
    const blocker = requestedIds.has(item.id)
      ? ALREADY_REQUESTED
      : requestBlocker({ ...item, isOwn: isOwn(item) });
    if (blocker) setBlocked(blocker);
    else setRequesting(item);
  };

  let results;
  if (query.isPending) {
    results = (
      <div className="card-grid" aria-busy="true" aria-label="Loading items">
        {Array.from({ length: 6 }, (_, index) => (
          <ItemCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (query.isError && !query.data) {
    results = (
      <ErrorState
        title={DISCOVER_TEXTS.errorTitle}
        message={refusalMessageOf(query.error, DISCOVER_TEXTS.loadFailed)}
        retryLabel="Retry"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (allItems.length === 0) {
    results =
      active > 0 || queryFilters.search ? (
        <EmptyState
          icon={<Search size={36} aria-hidden />}
          title="No items found"
          message="No public items match your search and filters."
        >
          <Button
            variant="secondary"
            onClick={() => setFilters({ ...DEFAULT_DISCOVER_FILTERS, sort: filters.sort })}
          >
            Clear Search and Filters
          </Button>
        </EmptyState>
      ) : (
        <EmptyState
          icon={<Compass size={36} aria-hidden />}
          title="Nothing to Discover"
          message="Items that people make public will appear here, ready to request."
        />
      );
  } else {
    results = (
      <>
        <div className="discover__summary">
          <h2 className="results-count" aria-live="polite">
            {first?.total_items ?? items.length} {first?.total_items === 1 ? 'item' : 'items'}
          </h2>
          {last && last.total_pages > 0 ? (
            <p className="results-count">
              Page {last.page} of {last.total_pages}
            </p>
          ) : null}
        </div>
        <div
          className="card-grid"
          aria-busy={(query.isPlaceholderData && query.isFetching) || undefined}
          data-stale={query.isPlaceholderData || undefined}
        >
          {items.map((item, index) => (
            <PublicItemCard
              key={item.id}
              item={item}
              priority={index < FIRST_SCREEN_CARDS}
              isOwn={isOwn(item)}
              requested={requestedIds.has(item.id)}
              onRequest={() => open(item)}
            />
          ))}
        </div>
        <div className="list-footer">
          {query.isFetchNextPageError ? (
            <div className="inline-error" role="alert">
              <span>{DISCOVER_TEXTS.loadMoreFailed}</span>
              <Button variant="link" size="sm" onClick={() => void query.fetchNextPage()}>
                Retry
              </Button>
            </div>
          ) : query.isFetchingNextPage ? (
            <Spinner size={24} label="Loading more items" />
          ) : query.hasNextPage ? (
            <Button variant="ghost" size="sm" onClick={() => void query.fetchNextPage()}>
              Load more
            </Button>
          ) : (
            <p className="muted small">{DISCOVER_TEXTS.noMore}</p>
          )}
          <div ref={sentinel} className="list-footer__sentinel" aria-hidden="true" />
        </div>
      </>
    );
  }

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
        <button
          type="button"
          className={cx('chip-btn', filters.verifiedOnly && 'chip-btn--active')}
          aria-pressed={filters.verifiedOnly}
          onClick={() => setFilters({ verifiedOnly: !filters.verifiedOnly })}
        >
          Verified Only
        </button>
        <button
          type="button"
          className={cx('chip-btn', filters.withPhotos && 'chip-btn--active')}
          aria-pressed={filters.withPhotos}
          onClick={() => setFilters({ withPhotos: !filters.withPhotos })}
        >
          With Photos
        </button>
        {chips.length > 0 ? <span className="chip-row__divider" aria-hidden="true" /> : null}
        {chips.length > 0 ? (
          <button
            type="button"
            className={cx('chip-btn', filters.category === null && 'chip-btn--active')}
            aria-pressed={filters.category === null}
            onClick={() => setFilters({ category: null })}
          >
            All
          </button>
        ) : null}
        {chips.map((category) => (
          <button
            key={category}
            type="button"
            className={cx('chip-btn', filters.category === category && 'chip-btn--active')}
            aria-pressed={filters.category === category}
            onClick={() =>
              setFilters({ category: filters.category === category ? null : category })
            }
          >
            {categoryLabel(category)}
          </button>
        ))}
      </FilterBar>

      {results}

      <DiscoverFilterSheet open={sheetOpen} onOpenChange={setSheetOpen} facets={first} />
      {requestedOnce ? (
        <Suspense fallback={null}>
          <BorrowRequestDialog
            item={requesting}
            isOwn={requesting ? isOwn(requesting) : false}
            onClose={() => setRequesting(null)}
          />
        </Suspense>
      ) : null}
      <MessageDialog
        open={blocked !== null}
        onOpenChange={(next) => (next ? undefined : setBlocked(null))}
        title={blocked?.title ?? ''}
        message={blocked?.message ?? ''}
      />
    </div>
  );
}
