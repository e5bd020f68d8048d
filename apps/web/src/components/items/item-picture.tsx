import type { InventoryItem } from '@circle/contract';
import { SignedImage } from '@/components/images/signed-image';
import { cx } from '@/lib/cx';
import { cardPictureUrl, fullPictureUrl } from './card-picture';
import { categoryIcon, categoryLabel } from '@/lib/item-display';
import './item-picture.css';

type Pictured = Pick<InventoryItem, 'item_name' | 'image_url'> & {
  /** Null for an item that is gone (a share or request that outlived it): the generic icon. */
  item_category: string | null;
  /** The small version; a picture without one uses image_url for both sizes. */
  thumbnail_url?: string | null;
};

/**
 * An item's own picture (its crop of the photo it was found in, or its owner's photo); an item
 * without one, such as a line read from a receipt, shows its category's icon.
 */
export function ItemPicture({
  item,
  size = 'thumbnail',
  className,
  priority,
}: {
  item: Pictured;
  size?: 'thumbnail' | 'full';
  className?: string;
  /** On the first screen: fetched at once (see SignedImage). */
  priority?: boolean;
}) {
  const src = size === 'full' ? fullPictureUrl(item) : cardPictureUrl(item);
  if (src) {
    return (
      <SignedImage
        src={src}
        alt={item.item_name}
        className={className}
        fit={size === 'full' ? 'contain' : 'cover'}
        compact={size === 'thumbnail'}
        priority={priority}
      />
    );
  }
  const Icon = categoryIcon(item.item_category, item.item_name);
  return (
    <div
      className={cx('signed-image', 'item-picture--icon', className)}
      role="img"
      aria-label={`${categoryLabel(item.item_category)}: no picture of ${item.item_name}`}
    >
      <Icon size={size === 'full' ? 56 : 28} aria-hidden />
    </div>
  );
}
