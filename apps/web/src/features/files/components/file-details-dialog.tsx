import type { FileRecord } from '@circle/contract';
import { Maximize2, Plus, Trash2 } from 'lucide-react';
import { Suspense, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ConfidenceBadge } from '@/components/items/item-card';
import { categoryIcon } from '@/lib/item-display';
import { errorMessageOf } from '@/lib/api-errors';
import { formatDateTime, formatFileSize, formatValue } from '@/lib/format';
import { useFile } from '../api/get-file';
import { DeleteFileDialog } from './delete-file-dialog';
import { ImageViewer } from '@/components/images/image-viewer';
import { SignedImage } from '@/components/images/signed-image';
import '@/components/ui/field.css';
import './files.css';
import './file-details-dialog.css';

/** The dialog that adds an item found in this file (the inventory feature's, passed by Browse). */
export type AddItemFromFileDialog = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sourceFileId: string | null;
}>;

/**
 * The file details modal: name, type, size, dimensions, dates, description, location, AI
 * description, text content of documents, analysis status, its items, and Delete.
 */
export function FileDetailsDialog({
  fileId,
  initial,
  onOpenChange,
  AddItemDialog,
}: {
  fileId: string | null;
  /** What the list already knows, shown while the details load. */
  initial?: FileRecord | undefined;
  onOpenChange: (open: boolean) => void;
  AddItemDialog: AddItemFromFileDialog;
}) {
  const query = useFile(fileId);
  const file = query.data ?? (initial?.id === fileId ? initial : undefined);
  const items = query.data?.inventory_items;
  const [viewerOpen, setViewerOpen] = useState(false);
  const [viewerSrc, setViewerSrc] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);

  const rows: [string, string | null | undefined][] = file
    ? [
        ['Type', file.file_type],
        ['Size', formatFileSize(file.file_size)],
        ['Dimensions', file.width && file.height ? `${file.width} × ${file.height} px` : null],
        ['Uploaded', formatDateTime(file.created_at)],
        ['Updated', formatDateTime(file.updated_at)],
        ['Location', file.location],
        ['Analysis', file.analysis_status === 'completed' ? 'Completed' : 'Failed'],
      ]
    : [];

  return (
    <>
      <Dialog
        open={fileId !== null}
        onOpenChange={onOpenChange}
        title={file?.filename ?? 'File details'}
        variant="sheet"
        stickyFooter
        closeLabel="Close file details"
        footer={
          file ? (
            <Button
              variant="danger"
              icon={<Trash2 size={18} aria-hidden />}
              onClick={() => setConfirmOpen(true)}
            >
              Delete
            </Button>
          ) : null
        }
      >
        {!file ? (
          query.isError ? (
            <p role="alert" className="field__error">
              {errorMessageOf(query.error, 'Failed to fetch files')}
            </p>
          ) : (
            <Spinner label="Loading file" />
          )
        ) : (
          <div className="file-details">
            {file.content_type === 'image' ? (
              <button
                type="button"
                className="file-details__image"
                onClick={() => setViewerOpen(true)}
                aria-label={`Enlarge ${file.filename}`}
              >
                <SignedImage
                  src={file.storage_url}
                  fileId={file.id}
                  alt={file.filename}
                  fit="contain"
                  onSrcChange={setViewerSrc}
                />
                <span className="file-details__zoom" aria-hidden="true">
                  <Maximize2 size={16} />
                </span>
              </button>
            ) : null}

            {file.description ? (
              <section className="file-details__section">
                <h3 className="file-details__heading">Description</h3>
                <p>{file.description}</p>
              </section>
            ) : null}

            {file.ai_description ? (
              <section className="file-details__section">
                <h3 className="file-details__heading">AI description</h3>
                <p>{file.ai_description}</p>
              </section>
            ) : null}

            {file.analysis_status === 'failed' ? (
              <p className="form-alert" role="status">
                Analysis failed{file.analysis_error ? `: ${file.analysis_error}` : ''}
              </p>
            ) : null}

            <dl className="details">
              {rows
                .filter((row): row is [string, string] => Boolean(row[1]))
                .map(([label, value]) => (
                  <div key={label} className="details__row">
                    <dt>{label}</dt>
                    <dd className="details__plain">{value}</dd>
                  </div>
                ))}
            </dl>

            {file.content_type === 'text' && file.text_content ? (
              <section className="file-details__section">
                <h3 className="file-details__heading">Text content</h3>
                <pre className="file-details__text" tabIndex={0}>
                  {file.text_content}
                </pre>
              </section>
            ) : null}

            <section className="file-details__section">
              <h3 className="file-details__heading">
                Items found {items ? `(${items.length})` : `(${file.item_count})`}
              </h3>
              {!items ? (
                query.isError ? (
                  <p className="muted small">
                    {errorMessageOf(query.error, 'Failed to fetch files')}
                  </p>
                ) : (
                  <Spinner size={20} label="Loading items" />
                )
              ) : items.length === 0 ? (
                <p className="muted small">No items were detected in this file.</p>
              ) : (
                <ul className="file-details__items">
                  {items.map((item) => {
                    const Icon = categoryIcon(item.item_category);
                    return (
                      <li key={item.id}>
                        <Link to={`/item/${item.id}`} className="detected-item">
                          <Icon size={16} aria-hidden />
                          <span className="detected-item__name">{item.item_name}</span>
                          <ConfidenceBadge score={item.confidence_score} />
                          {item.estimated_value != null ? (
                            <span className="detected-item__value">
                              {formatValue(item.estimated_value)}
                            </span>
                          ) : null}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              )}
              <Button
                variant="secondary"
                size="sm"
                icon={<Plus size={16} aria-hidden />}
                onClick={() => setAddOpen(true)}
              >
                Add an item the AI missed
              </Button>
            </section>
          </div>
        )}
      </Dialog>
      {file?.content_type === 'image' ? (
        <ImageViewer
          open={viewerOpen}
          onOpenChange={setViewerOpen}
          src={viewerSrc ?? file.storage_url}
          fileId={file.id}
          alt={file.filename}
        />
      ) : null}
      {/* The add-item dialog may load lazily: its loading must not blank these details. */}
      <Suspense fallback={null}>
        <AddItemDialog open={addOpen} onOpenChange={setAddOpen} sourceFileId={file?.id ?? null} />
      </Suspense>
      <DeleteFileDialog
        file={
          confirmOpen && file
            ? { id: file.id, filename: file.filename, item_count: items?.length ?? file.item_count }
            : null
        }
        onOpenChange={setConfirmOpen}
        onDeleted={() => onOpenChange(false)}
      />
    </>
  );
}
