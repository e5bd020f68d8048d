import type { InventoryItem } from '@circle/contract';
import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PrintLabelsButton } from '@/features/labels';
import { ChangePictureDialog } from './change-picture-dialog';
import './item-attachments.css';

/** The item's asset id, "Print label" and (for its household's members) "Change picture". */
export function ItemLabelRow({ item, readOnly }: { item: InventoryItem; readOnly: boolean }) {
  const [pictureOpen, setPictureOpen] = useState(false);
  return (
    <div className="item-labels">
      {item.asset_id ? (
        <span className="item-labels__asset" title="Asset id, printed on its label">
          #{item.asset_id}
        </span>
      ) : null}
      {item.asset_id ? (
        <PrintLabelsButton
          itemIds={[item.id]}
          subject={`"${item.item_name}"`}
          label="Print label"
        />
      ) : null}
      {readOnly ? null : (
        <>
          <Button
            size="sm"
            variant="secondary"
            icon={<ImagePlus size={16} aria-hidden />}
            onClick={() => setPictureOpen(true)}
          >
            Change picture
          </Button>
          <ChangePictureDialog item={item} open={pictureOpen} onOpenChange={setPictureOpen} />
        </>
      )}
    </div>
  );
}
