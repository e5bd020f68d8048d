import { ArrowLeft, BadgeCheck, ImageOff } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { IconButton } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-errors';
import { formatValue } from '@/lib/format';
import { useInventoryItem } from '../api/get-inventory-item';

export const ITEM_NOT_FOUND = {
  title: 'Item Not Found',
  message: 'This item may have been deleted or moved',
} as const;

/** ItemDetail (spec §2, param itemId; no header): the item's details. */
export function ItemDetailScreen() {
  const { itemId = '' } = useParams();
  const navigate = useNavigate();
  const item = useInventoryItem(itemId);
  const goBack = () => void navigate('/browse');

  let content;
  if (item.isPending) {
    content = (
      <div className="center-block">
        <Spinner size={32} label="Loading item" />
      </div>
    );
  } else if (item.isError) {
    const notFound = isApiError(item.error) && item.error.status === 404;
    content = notFound ? (
      <ErrorState
        title={ITEM_NOT_FOUND.title}
        message={ITEM_NOT_FOUND.message}
        retryLabel="Back to Inventory"
        onRetry={goBack}
      />
    ) : (
      <ErrorState
        title="Unable to Load Item"
        message={isApiError(item.error) ? item.error.displayMessage : 'Failed to load items'}
        onRetry={() => void item.refetch()}
        retrying={item.isFetching}
      />
    );
  } else {
    const data = item.data;
    const details: Array<[string, string | null | undefined]> = [
      ['Category', data.item_category],
      ['Brand', data.brand],
      ['Condition', data.condition],
      ['Estimated value', data.estimated_value == null ? null : formatValue(data.estimated_value)],
      ['Location', data.location],
      ['Tags', data.tags],
      ['Notes', data.notes],
    ];
    content = (
      <article className="item-detail">
        {data.source_image_url ? (
          <img className="item-detail__image" src={data.source_image_url} alt={data.item_name} />
        ) : (
          <div className="item-detail__image item-detail__image--empty">
            <ImageOff size={32} aria-hidden />
            <span>No image available</span>
          </div>
        )}
        <h1 className="item-detail__name">
          {data.item_name}
          {data.is_verified ? (
            <BadgeCheck size={20} aria-label="Verified" className="accent" />
          ) : null}
        </h1>
        {data.item_description ? <p className="muted">{data.item_description}</p> : null}
        <dl className="details">
          {details
            .filter((entry): entry is [string, string] => Boolean(entry[1]))
            .map(([label, value]) => (
              <div key={label} className="details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </article>
    );
  }

  return (
    <div className="page page--narrow">
      <IconButton label="Back" onClick={goBack} className="floating-back">
        <ArrowLeft size={22} aria-hidden />
      </IconButton>
      {content}
    </div>
  );
}
