import {
  ATTACHMENT_KINDS,
  type Attachment,
  type AttachmentKind,
  type InventoryItem,
} from '@circle/contract';
import { FileText, Image as ImageIcon, Paperclip, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { formatFileSize } from '@/lib/format';
import { useAddAttachment, useDeleteAttachment } from '../api/item-attachments';
import './item-attachments.css';

export const KIND_LABELS: Record<AttachmentKind, string> = {
  receipt: 'Receipt',
  manual: 'Manual',
  warranty: 'Warranty',
  photo: 'Photo',
  other: 'Other',
};

/** What the file chooser offers (the server checks the bytes). */
const ACCEPTED =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,image/gif,application/pdf,.heic,.pdf';

function AttachmentRow({
  attachment,
  readOnly,
  onDelete,
}: {
  attachment: Attachment;
  readOnly: boolean;
  onDelete: () => void;
}) {
  const isImage = attachment.content_type.startsWith('image/');
  return (
    <li className="attachment">
      {attachment.thumbnail_url ? (
        <img className="attachment__thumb" src={attachment.thumbnail_url} alt="" />
      ) : (
        <span className="attachment__thumb attachment__thumb--icon" aria-hidden>
          {isImage ? <ImageIcon size={22} /> : <FileText size={22} />}
        </span>
      )}
      <div className="attachment__text">
        <a
          className="attachment__name"
          href={attachment.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {attachment.file_name}
        </a>
        <span className="attachment__meta">
          {KIND_LABELS[attachment.kind]} · {formatFileSize(attachment.size_bytes)}
          {attachment.from_source_file ? ' · the upload it was read from' : ''}
        </span>
      </div>
      {readOnly || attachment.from_source_file ? null : (
        <IconButton label={`Remove ${attachment.file_name}`} onClick={onDelete}>
          <Trash2 size={18} aria-hidden />
        </IconButton>
      )}
    </li>
  );
}

/** Attach a file: its kind, then the file chooser (the upload starts once a file is chosen). */
function AttachForm({ itemId }: { itemId: string }) {
  const [kind, setKind] = useState<AttachmentKind>('receipt');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const add = useAddAttachment(itemId);
  return (
    <div className="attachments__form">
      <SelectField
        label="Kind"
        value={kind}
        onChange={(event) => setKind(event.target.value as AttachmentKind)}
        options={ATTACHMENT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
      />
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED}
        className="visually-hidden"
        aria-label="File to attach"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) add.mutate({ file, kind });
        }}
      />
      <Button
        variant="secondary"
        icon={<Upload size={16} aria-hidden />}
        loading={add.isPending}
        onClick={() => input.current?.click()}
      >
        Attach a file
      </Button>
    </div>
  );
}

/** Receipts, manuals, warranty cards and photos kept with the item; each opens in a new tab. */
export function ItemAttachments({ item, readOnly }: { item: InventoryItem; readOnly: boolean }) {
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const remove = useDeleteAttachment(item.id);
  const headingId = useId();
  const attachments = item.attachments ?? [];
  return (
    <section className="attachments card" aria-labelledby={headingId}>
      <h2 id={headingId} className="attachments__title">
        <Paperclip size={18} aria-hidden /> Attachments
      </h2>
      {attachments.length === 0 ? (
        <p className="attachments__empty">
          No files yet. Keep the receipt, the manual or the warranty card here.
        </p>
      ) : (
        <ul className="attachments__list">
          {attachments.map((attachment) => (
            <AttachmentRow
              key={attachment.id}
              attachment={attachment}
              readOnly={readOnly}
              onDelete={() => setRemoving(attachment)}
            />
          ))}
        </ul>
      )}
      {readOnly ? null : <AttachForm itemId={item.id} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove attachment?"
        message={`"${removing?.file_name ?? ''}" will be deleted from this item.`}
        confirmLabel="Remove"
        destructive
        loading={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      />
    </section>
  );
}
