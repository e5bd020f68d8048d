import type { FileRecord, FileWithItems } from '@circle/contract';
import { CircleAlert, FileText, Trash2 } from 'lucide-react';
import { formatDate, formatFileSize } from '@/lib/format';
import { itemCountLabel } from '../lib/detected-items';
import { DetectedItems } from './detected-items';
import { SignedImage } from '@/components/images/signed-image';
import '@/components/ui/button.css';
import './file-card.css';
import '@/components/ui/badge.css';
import { FileName } from './file-name';

function FileThumb({ file, large = false }: { file: FileRecord; large?: boolean }) {
  if (file.content_type === 'text') {
    return (
      <span
        className={
          large ? 'file-thumb file-thumb--large file-thumb--doc' : 'file-thumb file-thumb--doc'
        }
      >
        <FileText size={large ? 36 : 24} aria-hidden />
      </span>
    );
  }
  return (
    <SignedImage
      src={file.thumbnail_url ?? file.storage_url}
      fileId={file.id}
      variant={file.thumbnail_url ? 'thumbnail' : 'full'}
      alt={file.filename}
      className={large ? 'file-thumb file-thumb--large' : 'file-thumb'}
      compact
    />
  );
}

function AnalysisBadge({ file }: { file: FileRecord }) {
  if (file.analysis_status !== 'failed') return null;
  return (
    <span className="badge badge--error" title={file.analysis_error ?? undefined}>
      <CircleAlert size={12} aria-hidden /> Analysis failed
    </span>
  );
}

function DeleteFileButton({ filename, onDelete }: { filename: string; onDelete: () => void }) {
  return (
    <button
      type="button"
      className="icon-btn file-card__delete"
      aria-label={`Delete ${filename}`}
      title="Delete file"
      onClick={onDelete}
    >
      <Trash2 size={18} aria-hidden />
    </button>
  );
}

/** A file in the Files view: thumbnail, name, kind, size, date, items; details and delete. */
export function FileCard({
  file,
  onOpen,
  onDelete,
}: {
  file: FileRecord;
  onOpen: () => void;
  onDelete: () => void;
}) {
  return (
    <article className="file-card">
      <FileThumb file={file} />
      <div className="file-card__body">
        <h3 className="file-card__name">
          <button type="button" className="stretched-link" onClick={onOpen}>
            <FileName name={file.filename} />
          </button>
        </h3>
        <p className="file-card__meta">
          {file.content_type === 'image' ? 'Photo' : 'Document'} · {formatFileSize(file.file_size)}{' '}
          · {formatDate(file.created_at)}
        </p>
        <p className="file-card__meta">
          <span className="badge badge--neutral">{itemCountLabel(file.item_count)}</span>{' '}
          <AnalysisBadge file={file} />
        </p>
      </div>
      <DeleteFileButton filename={file.filename} onDelete={onDelete} />
    </article>
  );
}

/** A file with the items found in it (the "By photo" view): the files card of spec §2. */
export function FileWithItemsCard({
  file,
  onOpen,
  onDelete,
}: {
  file: FileWithItems;
  onOpen: () => void;
  onDelete: () => void;
}) {
  return (
    <article className="file-items-card">
      <div className="file-items-card__head">
        <FileThumb file={file} large />
        <div className="file-items-card__text">
          <h3 className="file-card__name">
            <button type="button" className="link-button" onClick={onOpen}>
              <FileName name={file.filename} />
            </button>
          </h3>
          <p className="file-card__meta">
            {formatDate(file.created_at)} · {itemCountLabel(file.inventory_items.length)}
          </p>
          {file.ai_description ? (
            <p className="file-items-card__description">{file.ai_description}</p>
          ) : null}
          <AnalysisBadge file={file} />
        </div>
        <DeleteFileButton filename={file.filename} onDelete={onDelete} />
      </div>
      <DetectedItems items={file.inventory_items} />
    </article>
  );
}
