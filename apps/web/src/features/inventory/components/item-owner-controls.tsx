import type { InventoryItem } from '@circle/contract';
import { Combine, MapPin, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useUpdateInventoryItem } from '../api/update-inventory-item';

interface ItemOwnerControlsProps {
  item: InventoryItem;
  onPublicChange: (isPublic: boolean) => void;
  onUpdateLocation: () => void;
}

/** The owner's location card and the Public / Shareable / Verified switches. */
export function ItemOwnerControls({
  item,
  onPublicChange,
  onUpdateLocation,
}: ItemOwnerControlsProps) {
  const update = useUpdateInventoryItem();
  return (
    <>
      <section className="card item-detail__location" aria-label="Location">
        <MapPin size={20} aria-hidden className="accent" />
        <span className="item-detail__location-text">{item.location || 'No location set'}</span>
        <Button variant="secondary" size="sm" onClick={onUpdateLocation}>
          Update Location
        </Button>
      </section>

      <section className="card item-detail__switches" aria-label="Sharing and status">
        <Switch
          label="Public"
          description="Visible to the community in Discover"
          checked={item.is_public}
          onCheckedChange={onPublicChange}
        />
        <Switch
          label="Shareable"
          description="Can be lent or given away"
          checked={item.is_shareable}
          disabled={update.isPending}
          onCheckedChange={(isShareable) =>
            update.mutate({ id: item.id, changes: { is_shareable: isShareable } })
          }
        />
        <Switch
          label="Verified"
          description="You checked the details the AI found"
          checked={item.is_verified}
          disabled={update.isPending}
          onCheckedChange={(isVerified) =>
            update.mutate({ id: item.id, changes: { is_verified: isVerified } })
          }
        />
      </section>
    </>
  );
}

/** Merge with another item, and Delete, under the owner's editor. */
export function ItemMoreActions({
  onMerge,
  onDelete,
}: {
  onMerge: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="item-detail__more">
      <Button variant="secondary" icon={<Combine size={18} aria-hidden />} onClick={onMerge}>
        Merge with another item
      </Button>
      <Button
        variant="ghost"
        className="btn--danger-text"
        icon={<Trash2 size={18} aria-hidden />}
        onClick={onDelete}
      >
        Delete
      </Button>
    </div>
  );
}
