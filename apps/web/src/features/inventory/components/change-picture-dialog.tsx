import type { InventoryItem } from '@circle/contract';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSetItemPicture } from '../api/item-attachments';
import './item-attachments.css';

interface ChangePictureDialogProps {
  item: InventoryItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The item's main picture: one of its photos (attachments, the photo it was found in) or a new one. */
export function ChangePictureDialog({ item, open, onOpenChange }: ChangePictureDialogProps) {
  const picture = useSetItemPicture(item.id);
  const input = useRef<HTMLInputElement>(null);
  const photos = (item.attachments ?? []).filter((a) => a.content_type.startsWith('image/'));
  const choose = (source: { attachmentId: string } | { file: File }) =>
    picture.mutate(source, { onSuccess: () => onOpenChange(false) });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change picture"
      description={
        photos.length > 0
          ? 'Choose one of the item’s photos, or upload a new one.'
          : 'Upload a photo of the item.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/*,.heic"
            className="visually-hidden"
            aria-label="New photo"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) choose({ file });
            }}
          />
          <Button
            icon={<Upload size={16} aria-hidden />}
            loading={picture.isPending}
            onClick={() => input.current?.click()}
          >
            Upload a photo
          </Button>
        </>
      }
    >
      {photos.length > 0 ? (
        <ul className="picture-choices" aria-label="The item’s photos">
          {photos.map((photo) => (
            <li key={photo.id}>
              <button
                type="button"
                className="picture-choice"
                disabled={picture.isPending}
                onClick={() => choose({ attachmentId: photo.id })}
              >
                <img src={photo.thumbnail_url ?? photo.url} alt="" />
                <span className="visually-hidden">Use {photo.file_name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
