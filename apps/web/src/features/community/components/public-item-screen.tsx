import type { PublicItem } from '@circle/contract';
import { ArrowLeft, BadgeCheck, Compass, MapPin, UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button, IconButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { CategoryTag, ConditionBadge } from '@/components/items/item-card';
import { ItemPicture } from '@/components/items/item-picture';
import { isApiError, refusalMessageOf } from '@/lib/api-errors';
import { formatValue } from '@/lib/format';
import { usePublicItem } from '../api/get-public-item';
import { useSentRequests } from '../api/get-sent-borrow-requests';
import { unavailableReason } from './public-item-card';
import '@/components/ui/page.css';
import '@/components/ui/card.css';
import '@/components/ui/empty-state.css';
import './public-item-screen.css';

// The request form (and its form library) loads when the user asks, not before.
const BorrowRequestDialog = lazy(async () => ({
  default: (await import('./borrow-request-dialog')).BorrowRequestDialog,
}));

export const PUBLIC_ITEM_TEXTS = {
  ask: 'Ask to Borrow',
  goneTitle: 'Item Not Available',
  gone: 'This item is no longer public, or it was removed.',
  failed: 'Failed to load the item',
  back: 'Back to Discover',
} as const;

/** Back to where the user came from; Discover after a deep link. */
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/community?tab=discover', { replace: true });
  };
}

/** Whether the user has a request for the item that is still open or approved. */
function useRequested(id: string) {
  const sent = useSentRequests();
  return (sent.data?.requests ?? []).some(
    (request) =>
      request.item_id === id && (request.status === 'PENDING' || request.status === 'APPROVED'),
  );
}

function PublicItemView({ item }: { item: PublicItem }) {
  const [asking, setAsking] = useState(false);
  const requested = useRequested(item.id);
  const reason = unavailableReason(item, item.is_own, requested);
  return (
    <article className="public-item">
      <ItemPicture item={item} size="full" className="public-item__picture" priority />
      <div className="public-item__main">
        <header className="public-item__header">
          <div className="public-item__title">
            <h1 className="public-item__name">{item.item_name}</h1>
            {item.is_verified ? (
              <BadgeCheck size={20} className="item-card__verified" aria-label="Verified" />
            ) : null}
          </div>
          {item.estimated_value == null ? null : (
            <p className="public-item__value">{formatValue(item.estimated_value)}</p>
          )}
          <div className="item-card__badges">
            <CategoryTag category={item.item_category} />
            <ConditionBadge condition={item.condition} />
          </div>
        </header>

        <dl className="public-item__facts card">
          {item.brand ? (
            <div>
              <dt>Brand</dt>
              <dd>{item.brand}</dd>
            </div>
          ) : null}
          <div>
            <dt>Owner</dt>
            <dd className="public-item__owner">
              <UserRound size={16} aria-hidden />
              {item.owner_name}
            </dd>
          </div>
          {item.owner_location ? (
            <div>
              <dt>Area</dt>
              <dd className="public-item__owner">
                <MapPin size={16} aria-hidden />
                {item.owner_location}
              </dd>
            </div>
          ) : null}
        </dl>

        {item.item_description ? (
          <section aria-labelledby="public-item-about">
            <h2 id="public-item-about" className="public-item__section-title">
              About this item
            </h2>
            <p className="public-item__description">{item.item_description}</p>
          </section>
        ) : null}

        <div className="public-item__ask">
          {reason ? <p className="public-item__reason">{reason}</p> : null}
          <Button size="lg" disabled={reason !== null} onClick={() => setAsking(true)}>
            {PUBLIC_ITEM_TEXTS.ask}
          </Button>
        </div>
      </div>
      {asking ? (
        <Suspense fallback={null}>
          <BorrowRequestDialog item={item} isOwn={item.is_own} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </article>
  );
}

/** A public item's page in Discover (param itemId): read it, then ask its owner to lend it. */
export function PublicItemScreen() {
  const { itemId = '' } = useParams();
  const goBack = useGoBack();
  const item = usePublicItem(itemId);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [itemId]);
  const gone = item.isError && isApiError(item.error) && item.error.status === 404;

  let content;
  if (item.data) {
    content = <PublicItemView item={item.data} />;
  } else if (gone) {
    content = (
      <EmptyState
        icon={<Compass size={36} aria-hidden />}
        title={PUBLIC_ITEM_TEXTS.goneTitle}
        message={PUBLIC_ITEM_TEXTS.gone}
      >
        <Link to="/community?tab=discover" className="btn btn--secondary btn--md">
          <span className="btn__label">{PUBLIC_ITEM_TEXTS.back}</span>
        </Link>
      </EmptyState>
    );
  } else if (item.isError) {
    content = (
      <ErrorState
        title="Unable to Load Item"
        message={refusalMessageOf(item.error, PUBLIC_ITEM_TEXTS.failed)}
        onRetry={() => void item.refetch()}
        retrying={item.isFetching}
      />
    );
  } else {
    content = (
      <div className="center-block">
        <Spinner size={32} label="Loading item" />
      </div>
    );
  }

  return (
    <div className="page page--item">
      <IconButton label="Back" onClick={goBack} className="floating-back">
        <ArrowLeft size={22} aria-hidden />
      </IconButton>
      {content}
    </div>
  );
}
