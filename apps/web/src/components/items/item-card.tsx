import type { InventoryItem } from '@circle/contract';
import { BadgeCheck, MapPin, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { useNow } from '@/hooks/use-now';
import { IconButton } from '@/components/ui/button';
import { useShareDialogStore } from '@/lib/share-dialog-store';
import { cx } from '@/lib/cx';
import { formatValue } from '@/lib/format';
import {
  categoryIcon,
  categoryLabel,
  conditionTone,
  confidencePercent,
  confidenceTone,
  truncateLocation,
} from '@/lib/item-display';
import { deriveOwnership } from '@/lib/ownership-state';
import { ItemPicture } from './item-picture';
import '@/components/ui/button.css';
import '@/components/ui/card.css';
import '@/components/ui/badge.css';
import '@/components/ui/skeleton.css';
import './item-card.css';

export function ConfidenceBadge({ score }: { score: number }) {
  const percent = confidencePercent(score);
  return (
    <span
      className={cx('badge', `badge--${confidenceTone(percent)}`)}
      aria-label={`Confidence ${percent}%`}
      title="AI confidence"
    >
      {percent}%
    </span>
  );
}

export function ConditionBadge({ condition }: { condition: string | null | undefined }) {
  if (!condition) return null;
  return (
    <span
      className={cx('badge', 'badge--capitalize', `badge--${conditionTone(condition)}`)}
      title="Condition"
    >
      {condition}
    </span>
  );
}

export function CategoryTag({ category }: { category: string | null | undefined }) {
  const Icon = categoryIcon(category);
  return (
    <span className="category-tag">
      <Icon size={14} aria-hidden />
      <span>{categoryLabel(category)}</span>
    </span>
  );
}

/** Cards offer Share where the item can be shared right away (owned, shareable, no share open). */
const SHAREABLE_STATES = new Set(['owned', 'public', 'recently-returned']);

/**
 * An inventory item in the Browse lists (spec §9); tapping it opens ItemDetail. `priority`: one
 * of the first cards on screen, whose picture loads before the others.
 */
export function ItemCard({
  item,
  priority,
  addedBy,
}: {
  item: InventoryItem;
  priority?: boolean;
  /** "Added by Sam Lee": shown when the household has more than one member. */
  addedBy?: string | null | undefined;
}) {
  const ownership = deriveOwnership(item, new Date(useNow(60_000)));
  const status = ownership.card;
  const openShareDialog = useShareDialogStore((state) => state.openFor);
  const canShare = item.is_shareable && SHAREABLE_STATES.has(ownership.kind);
  const location = truncateLocation(item.location);
  return (
    <article className="item-card">
      <ItemPicture item={item} className="item-card__image" priority={priority} />
      <div className="item-card__body">
        <div className="item-card__top">
          <h3 className="item-card__name">
            <Link to={`/item/${item.id}`} className="stretched-link">
              {item.item_name}
            </Link>
          </h3>
          {item.is_verified ? (
            <BadgeCheck size={16} className="item-card__verified" aria-label="Verified" />
          ) : null}
          <span className="item-card__value">
            {item.estimated_value == null ? '—' : formatValue(item.estimated_value)}
            {item.quantity > 1 ? (
              <span className="item-card__quantity"> ×{item.quantity}</span>
            ) : null}
          </span>
        </div>
        <CategoryTag category={item.item_category} />
        <div className="item-card__badges">
          <ConfidenceBadge score={item.confidence_score} />
          <ConditionBadge condition={item.condition} />
          {location ? (
            <span className="item-card__location" title={item.location ?? undefined}>
              <MapPin size={13} aria-hidden />
              {location}
            </span>
          ) : null}
        </div>
        {addedBy ? <p className="item-card__added-by">{addedBy}</p> : null}
        <div className="item-card__footer">
          <p className={cx('item-card__status', `tone--${status.tone}`)}>{status.label}</p>
          {canShare ? (
            <IconButton
              label={`Share ${item.item_name}`}
              className="icon-btn--sm item-card__share"
              onClick={() => openShareDialog(item)}
            >
              <Share2 size={16} aria-hidden />
            </IconButton>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function ItemCardSkeleton() {
  return (
    <div className="item-card item-card--skeleton" aria-hidden="true">
      <span className="item-card__image skeleton" />
      <span className="item-card__body">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--line skeleton--shorter" />
      </span>
    </div>
  );
}
