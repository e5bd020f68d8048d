import type { PublicItem, PublicItemsPage } from '@circle/contract';
import { Compass, Search } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { FIRST_SCREEN_CARDS } from '@/components/items/card-picture';
import { ItemCardSkeleton } from '@/components/items/item-card';
import { refusalMessageOf } from '@/lib/api-errors';
import type { usePublicItems } from '../api/get-public-items';
import { PublicItemCard } from './public-item-card';

export const DISCOVER_TEXTS = {
  errorTitle: 'Unable to Load Items',
  loadFailed: 'Failed to load items',
  loadMoreFailed: 'Failed to load more items',
  noMore: 'No more items to load',
} as const;

type PublicItemsQuery = ReturnType<typeof usePublicItems>;

interface DiscoverResultsProps {
  query: PublicItemsQuery;
  /** True until the first answer is shown (see useDeferredAnswer). */
  loading: boolean;
  /** The answered pages the screen shows (the query's, once rendered). */
  pages: PublicItemsPage[];
  /** Every loaded item, and the ones shown so far (progressively). */
  allItems: PublicItem[];
  items: PublicItem[];
  /** Whether a search or filter narrows the results. */
  narrowed: boolean;
  onClear: () => void;
  requestedIds: ReadonlySet<string | null>;
  onRequest: (item: PublicItem) => void;
  sentinel: RefObject<HTMLDivElement | null>;
}

/** What Discover shows below its filter bar: loading, error, empty or the results. */
export function DiscoverResults({
  query,
  loading,
  allItems,
  narrowed,
  onClear,
  ...list
}: DiscoverResultsProps) {
  if (loading) {
    return (
      <div className="card-grid" role="status" aria-busy="true" aria-label="Loading items">
        {Array.from({ length: 6 }, (_, index) => (
          <ItemCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={DISCOVER_TEXTS.errorTitle}
        message={refusalMessageOf(query.error, DISCOVER_TEXTS.loadFailed)}
        retryLabel="Retry"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (allItems.length === 0) return <DiscoverEmpty narrowed={narrowed} onClear={onClear} />;
  return <DiscoverResultList query={query} {...list} />;
}

function DiscoverEmpty({ narrowed, onClear }: { narrowed: boolean; onClear: () => void }) {
  return narrowed ? (
    <EmptyState
      icon={<Search size={36} aria-hidden />}
      title="No items found"
      message="No public items match your search and filters."
    >
      <Button variant="secondary" onClick={onClear}>
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
}

type DiscoverResultListProps = Pick<
  DiscoverResultsProps,
  'query' | 'pages' | 'items' | 'requestedIds' | 'onRequest' | 'sentinel'
>;

function DiscoverResultList({
  query,
  pages,
  items,
  requestedIds,
  onRequest,
  sentinel,
}: DiscoverResultListProps) {
  const first = pages[0];
  const last = pages[pages.length - 1];
  return (
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
            isOwn={item.is_own}
            requested={requestedIds.has(item.id)}
            onRequest={() => onRequest(item)}
          />
        ))}
      </div>
      <DiscoverListFooter query={query} sentinel={sentinel} />
    </>
  );
}

function DiscoverListFooter({ query, sentinel }: Pick<DiscoverResultsProps, 'query' | 'sentinel'>) {
  return (
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
  );
}
