import type { FileRecord } from '@circle/contract';
import { Trash2 } from 'lucide-react';
import { Suspense, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageOf } from '@/lib/api-errors';
import { useFile } from '../api/get-file';
import { DeleteFileDialog } from './delete-file-dialog';
import { FileDetailsBody } from './file-details-body';
import { ImageViewer } from '@/components/images/image-viewer';
import '@/components/ui/field.css';
import './files.css';
import './file-details-dialog.css';

/** The dialog that adds an item found in this file (the inventory feature's, passed by Browse). */
export type AddItemFromFileDialog = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sourceFileId: string | null;
}>;

interface FileDetailsDialogProps {
  fileId: string | null;
  /** What the list already knows, shown while the details load. */
  initial?: FileRecord | undefined;
  onOpenChange: (open: boolean) => void;
  AddItemDialog: AddItemFromFileDialog;
}

/**
 * The file details modal: name, type, size, dimensions, dates, description, location, AI
 * description, text content of documents, analysis status, its items, and Delete.
 */
export function FileDetailsDialog({
  fileId,
  initial,
  onOpenChange,
  AddItemDialog,
}: FileDetailsDialogProps) {
  const query = useFile(fileId);
  const file = query.data ?? (initial?.id === fileId ? initial : undefined);
  const items = query.data?.inventory_items;
  const [viewerOpen, setViewerOpen] = useState(false);
  const [viewerSrc, setViewerSrc] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);

  const loadError = query.isError ? errorMessageOf(query.error, 'Failed to fetch files') : null;

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
          loadError !== null ? (
            <p role="alert" className="field__error">
              {loadError}
            </p>
          ) : (
            <Spinner label="Loading file" />
          )
        ) : (
          <FileDetailsBody
            file={file}
            items={items}
            loadError={loadError}
            onEnlarge={() => setViewerOpen(true)}
            onSrcChange={setViewerSrc}
            onAddItem={() => setAddOpen(true)}
          />
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
