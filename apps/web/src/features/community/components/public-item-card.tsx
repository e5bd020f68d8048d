import type { PublicItem } from '@circle/contract';
import { BadgeCheck, MapPin, UserRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CategoryTag, ConditionBadge } from '@/components/items/item-card';
import { ItemPicture } from '@/components/items/item-picture';
import { truncateLocation } from '@/lib/item-display';
import { cx } from '@/lib/cx';
import { formatValue } from '@/lib/format';
import '@/components/ui/card.css';
import './community.css';
import './public-item-card.css';

/** Why a public item cannot be requested, as the card says it (null when it can). */
export function unavailableReason(
  item: PublicItem,
  isOwn: boolean,
  requested = false,
): string | null {
  if (isOwn) return 'Your item';
  if (requested) return 'Requested';
  if (!item.is_shareable) return 'Not shareable';
  if (!item.is_available) return 'Currently lent out';
  return null;
}

/**
 * A public item in Discover (spec §2): tapping it opens the item's page; its Request to Borrow
 * button opens the borrow request modal at once.
 */
export function PublicItemCard({
  item,
  isOwn,
  requested = false,
  onRequest,
  priority,
}: {
  item: PublicItem;
  isOwn: boolean;
  /** The user has a pending or approved request for it. */
  requested?: boolean;
  onRequest: () => void;
  /** One of the first cards on screen: its picture loads before the others. */
  priority?: boolean;
}) {
  const reasonId = useId();
  const reason = unavailableReason(item, isOwn, requested);
  const location = truncateLocation(item.owner_location);
  return (
    <article className={cx('public-card', reason && 'public-card--disabled')}>
      <ItemPicture item={item} className="public-card__image" priority={priority} />
      <div className="public-card__body">
        <div className="item-card__top">
          <h3 className="item-card__name">
            <Link to={`/discover/items/${item.id}`} className="stretched-link">
              {item.item_name}
            </Link>
          </h3>
          {item.is_verified ? (
            <BadgeCheck size={16} className="item-card__verified" aria-label="Verified" />
          ) : null}
          <span className="item-card__value">
            {item.estimated_value == null ? '—' : formatValue(item.estimated_value)}
          </span>
        </div>
        <div className="item-card__badges">
          <CategoryTag category={item.item_category} />
          <ConditionBadge condition={item.condition} />
        </div>
        <p className="public-card__owner">
          <span className="public-card__owner-name">
            <UserRound size={13} aria-hidden />
            {item.owner_name}
          </span>
          {location ? (
            <span className="item-card__location" title={item.owner_location ?? undefined}>
              <MapPin size={13} aria-hidden />
              {location}
            </span>
          ) : null}
        </p>
        <div className="public-card__footer">
          <button
            type="button"
            className="public-card__request"
            aria-label={`Request to borrow ${item.item_name}`}
            aria-disabled={reason ? true : undefined}
            aria-describedby={reason ? reasonId : undefined}
            onClick={onRequest}
          >
            {reason ? (
              <span
                id={reasonId}
                className={cx('public-card__reason', requested && 'public-card__reason--requested')}
              >
                {reason}
              </span>
            ) : (
              <span className="public-card__cta">Request to Borrow</span>
            )}
          </button>
        </div>
      </div>
    </article>
  );
}
