import type { InventoryItem } from '@circle/contract';
import { Maximize2 } from 'lucide-react';
import { ItemPicture } from '@/components/items/item-picture';
import { Button } from '@/components/ui/button';
import { ItemDates, ItemDetailHeader } from './item-detail-header';
import { ItemOwnerControls } from './item-owner-controls';
import { OwnershipBanner } from './ownership-banner';

interface ItemDetailMediaProps {
  item: InventoryItem;
  /** A borrowed item: no location or switches. */
  readOnly: boolean;
  onViewPhoto: () => void;
  onPublicChange: (isPublic: boolean) => void;
  visibilityBusy: boolean;
  onUpdateLocation: () => void;
  /** When the item left the inventory (e.g. returned), to `to`. */
  onLeave: (to?: string) => void;
}

/** The detail's first column: picture, ownership, name and value, owner controls and dates. */
export function ItemDetailMedia({
  item,
  readOnly,
  onViewPhoto,
  onPublicChange,
  visibilityBusy,
  onUpdateLocation,
  onLeave,
}: ItemDetailMediaProps) {
  return (
    <div className="item-detail__media">
      <ItemPicture item={item} size="full" className="item-detail__image" />
      {item.source_image_url && item.visual_area_percentage > 0 ? (
        <Button
          variant="secondary"
          size="sm"
          className="item-detail__whole-photo"
          icon={<Maximize2 size={16} aria-hidden />}
          onClick={onViewPhoto}
        >
          See the whole photo
        </Button>
      ) : null}

      <OwnershipBanner
        item={item}
        onMakePrivate={() => onPublicChange(false)}
        onItemGone={() =>
          onLeave(item.sharing_info?.is_borrowed ? '/community?tab=borrowed' : '/community')
        }
        busy={visibilityBusy}
      />

      <ItemDetailHeader item={item} />

      {readOnly ? null : (
        <ItemOwnerControls
          item={item}
          onPublicChange={onPublicChange}
          onUpdateLocation={onUpdateLocation}
        />
      )}

      <ItemDates item={item} />
    </div>
  );
}
