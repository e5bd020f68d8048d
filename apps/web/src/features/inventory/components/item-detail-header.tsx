import type { InventoryItem } from '@circle/contract';
import { BadgeCheck, MapPin, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { CategoryTag, ConditionBadge, ConfidenceBadge } from '@/components/items/item-card';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/format-money';
import { addedByText, useHouseholdIsShared } from '@/features/households';
import { useItemWaitsToSync } from '@/lib/offline/sync-status-store';

/** The item's name, value (and receipt amount) and its badges. */
export function ItemDetailHeader({ item }: { item: InventoryItem }) {
  const waiting = useItemWaitsToSync(item.id);
  const shared = useHouseholdIsShared(item.household_id);
  return (
    <header className="item-detail__header">
      <h1 className="item-detail__name">
        {item.item_name}
        {item.is_verified ? (
          <BadgeCheck size={22} aria-label="Verified" className="accent" />
        ) : null}
      </h1>
      <p className="item-detail__value">
        {item.estimated_value == null ? 'No value' : formatMoney(item.estimated_value)}
        {item.quantity > 1 ? <span className="muted"> × {item.quantity}</span> : null}
      </p>
      {item.original_value != null && item.original_currency ? (
        <p className="item-detail__original muted small">
          {formatMoney(item.original_value, item.original_currency)} on the receipt
        </p>
      ) : null}
      {shared && item.added_by !== undefined ? (
        <p className="item-detail__added-by muted small">{addedByText(item.added_by)}</p>
      ) : null}
      {item.place_id && item.place_path ? (
        <p className="item-detail__place small">
          <MapPin size={14} aria-hidden className="accent" />{' '}
          <Link to={`/places/${item.place_id}`} aria-label={`Place: ${item.place_path}`}>
            {item.place_path}
          </Link>
        </p>
      ) : null}
      <div className="item-card__badges">
        <CategoryTag category={item.item_category} />
        <ConfidenceBadge score={item.confidence_score} />
        <ConditionBadge condition={item.condition} />
        {waiting ? (
          <span className="badge badge--info">
            <RefreshCw size={12} aria-hidden /> Waiting to sync
          </span>
        ) : null}
      </div>
    </header>
  );
}

/** When the item was added and last updated. */
export function ItemDates({ item }: { item: InventoryItem }) {
  return (
    <dl className="details item-detail__meta">
      <div className="details__row">
        <dt>Added</dt>
        <dd className="details__plain">{formatDateTime(item.created_at)}</dd>
      </div>
      <div className="details__row">
        <dt>Updated</dt>
        <dd className="details__plain">{formatDateTime(item.updated_at)}</dd>
      </div>
    </dl>
  );
}
