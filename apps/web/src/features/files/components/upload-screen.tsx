import {
  Camera,
  ChevronDown,
  FileText,
  ImagePlus,
  Info,
  Sparkles,
  Trash2,
  Upload,
  X,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { StackHeader } from '@/components/layout/stack-header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextAreaField } from '@/components/ui/text-area-field';
import { toast } from '@/components/ui/toast/toast-store';
import { cx } from '@/lib/cx';
import { formatFileSize } from '@/lib/format';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { useFileDropAndPaste } from '../hooks/use-file-drop-and-paste';
import { duplicateQuestion, findEarlierUploads, type EarlierUpload } from '../lib/duplicate-check';
import { checkSelection, GALLERY_ACCEPT, isImageFile } from '../lib/file-selection';
import { UPLOAD_ERRORS } from '../lib/upload-messages';
import { useUploadQueueStore } from '../stores/upload-queue-store';
import { UploadQueueList } from './upload-queue-list';
import '@/components/ui/button.css';
import '@/components/ui/card.css';
import './upload-screen.css';
import '@/components/ui/page.css';

interface Selected {
  key: string;
  file: File;
  /** Local preview address (images only), revoked when the file leaves the selection. */
  preview: string | null;
}

let selectionKey = 0;

function toSelected(file: File): Selected {
  selectionKey += 1;
  return {
    key: `selected-${selectionKey}`,
    file,
    preview:
      isImageFile(file) && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : null,
  };
}

function release(selected: readonly Selected[]) {
  for (const entry of selected) if (entry.preview) URL.revokeObjectURL(entry.preview);
}

/** Keeps the selection's preview addresses alive exactly as long as they are shown. */
function useSelection() {
  const [selected, setSelected] = useState<Selected[]>([]);
  const current = useRef(selected);
  useEffect(() => {
    current.current = selected;
  }, [selected]);
  useEffect(() => () => release(current.current), []);
  return {
    selected,
    add: (files: File[]) => setSelected((previous) => [...previous, ...files.map(toSelected)]),
    remove: (key: string) =>
      setSelected((previous) => {
        release(previous.filter((entry) => entry.key === key));
        return previous.filter((entry) => entry.key !== key);
      }),
    clear: () =>
      setSelected((previous) => {
        release(previous);
        return [];
      }),
  };
}

function QueueSection() {
  const { entries, summary } = useUploadQueue();
  const clearCompleted = useUploadQueueStore((state) => state.clearCompleted);
  const [expanded, setExpanded] = useState(true);
  const bodyId = useId();
  if (entries.length === 0) return null;
  return (
    <section className="card upload-queue" aria-label="Upload queue">
      <button
        type="button"
        className="upload-queue__toggle"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setExpanded((value) => !value)}
      >
        <span className="upload-queue__title">Upload Queue</span>
        <span className="upload-queue__counts">
          <span className="count-pill count-pill--accent">
            {summary.processing + summary.pending} processing
          </span>
          <span className="count-pill count-pill--success">{summary.completed} completed</span>
          <span className={cx('count-pill', summary.failed > 0 && 'count-pill--error')}>
            {summary.failed} failed
          </span>
        </span>
        <ChevronDown
          size={20}
          aria-hidden
          className={cx('upload-queue__chevron', expanded && 'upload-queue__chevron--open')}
        />
      </button>
      {expanded ? (
        <div id={bodyId} className="stack">
          <UploadQueueList entries={entries} place="upload-screen" />
          {summary.completed > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={clearCompleted}
              className="upload-queue__clear"
            >
              Clear {summary.completed} Completed
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/**
 * Upload Item (spec §2): Take Picture, Pick from Gallery (several photos or text documents),
 * a preview list with names and sizes, Quick Upload, Upload with Description, Discard; then the
 * upload queue, which keeps working in the background wherever the user goes.
 */
export function UploadScreen() {
  const cameraInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const { selected, add, remove, clear } = useSelection();
  const [description, setDescription] = useState('');
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const enqueue = useUploadQueueStore((state) => state.enqueue);
  const [checking, setChecking] = useState(false);
  const [duplicates, setDuplicates] = useState<{
    matches: EarlierUpload[];
    files: File[];
    text: string;
  } | null>(null);

  // Checked before anything is sent: type and size, with the reason for each file left out.
  const addFiles = (picked: File[]) => {
    const { accepted, problems } = checkSelection(picked);
    setSelectionError(problems.length > 0 ? problems.join(' ') : null);
    if (accepted.length > 0) add(accepted);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    try {
      addFiles(Array.from(event.target.files ?? []));
    } catch {
      setSelectionError(UPLOAD_ERRORS.selection);
    } finally {
      event.target.value = '';
    }
  };

  const dropping = useFileDropAndPaste(addFiles);

  const discard = () => {
    clear();
    setDescription('');
    setDescriptionError(null);
    setSelectionError(null);
  };

  const send = async (withDescription: boolean) => {
    if (selected.length === 0 || checking) return;
    const text = description.trim();
    if (withDescription && !text) {
      setDescriptionError('Add a description first, or choose Quick Upload.');
      descriptionRef.current?.focus();
      return;
    }
    const files = selected.map((entry) => entry.file);
    setChecking(true);
    const earlier = await findEarlierUploads(files).finally(() => setChecking(false));
    if (earlier.length > 0) {
      setDuplicates({ matches: earlier, files, text });
      return;
    }
    queue(files, text, []);
  };

  const queue = (files: File[], text: string, confirmed: File[]) => {
    enqueue(files, text, confirmed);
    const count = files.length;
    discard();
    toast.success(
      count === 1 ? 'Added to Upload Queue' : `${count} files added to Upload Queue`,
      'Uploads continue in the background.',
    );
  };

  const hasSelection = selected.length > 0;

  return (
    <>
      <StackHeader title="Upload Item" backTo="/browse" />
      <div className={cx('page page--narrow upload-page', dropping && 'upload-page--dropping')}>
        {dropping ? (
          <p className="upload-drop-hint" role="status">
            Drop photos or text documents to add them
          </p>
        ) : null}
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="camera-input"
          onChange={onPick}
        />
        <input
          ref={galleryInput}
          type="file"
          accept={GALLERY_ACCEPT}
          multiple
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="gallery-input"
          onChange={onPick}
        />

        <section
          className={cx('upload-picker', hasSelection && 'upload-picker--compact')}
          aria-label="Choose photos"
        >
          <button
            type="button"
            className="upload-picker__option"
            onClick={() => cameraInput.current?.click()}
          >
            <Camera size={hasSelection ? 22 : 32} aria-hidden />
            <span className="upload-picker__title">Take Picture</span>
            {hasSelection ? null : <span className="upload-picker__text">Use your camera</span>}
          </button>
          <button
            type="button"
            className="upload-picker__option"
            onClick={() => galleryInput.current?.click()}
          >
            <ImagePlus size={hasSelection ? 22 : 32} aria-hidden />
            <span className="upload-picker__title">Pick from Gallery</span>
            {hasSelection ? null : (
              <span className="upload-picker__text">Photos or .txt, .md, .csv documents</span>
            )}
          </button>
        </section>
        <p className="upload-desktop-hint">
          Or drop files anywhere on this page, or paste a screenshot.
        </p>

        <FormAlert message={selectionError} />

        {hasSelection ? (
          <section className="card upload-selection" aria-labelledby="selection-title">
            <h2 id="selection-title" className="upload-selection__title">
              {selected.length === 1 ? '1 file selected' : `${selected.length} files selected`}
            </h2>
            <ul className="selection-list" aria-label="Selected files">
              {selected.map((entry) => (
                <li key={entry.key} className="selection-item">
                  {entry.preview ? (
                    <img
                      src={entry.preview}
                      alt={`Preview of ${entry.file.name}`}
                      className="selection-item__thumb"
                    />
                  ) : (
                    <span
                      className="selection-item__thumb selection-item__thumb--doc"
                      aria-hidden="true"
                    >
                      <FileText size={24} />
                    </span>
                  )}
                  <span className="selection-item__meta">
                    <span className="selection-item__name">{entry.file.name}</span>
                    <span className="selection-item__size">{formatFileSize(entry.file.size)}</span>
                  </span>
                  <button
                    type="button"
                    className="icon-btn icon-btn--sm"
                    aria-label={`Remove ${entry.file.name}`}
                    onClick={() => remove(entry.key)}
                  >
                    <X size={18} aria-hidden />
                  </button>
                </li>
              ))}
            </ul>

            <TextAreaField
              ref={descriptionRef}
              label="Add Description (Optional)"
              placeholder="Describe what's in this image..."
              rows={3}
              maxLength={2000}
              value={description}
              error={descriptionError ?? undefined}
              onChange={(event) => {
                setDescription(event.target.value);
                setDescriptionError(null);
              }}
            />

            <div className="upload-actions">
              <Button
                size="lg"
                icon={<Upload size={18} aria-hidden />}
                loading={checking}
                onClick={() => void send(false)}
              >
                Quick Upload
              </Button>
              <Button
                size="lg"
                variant="secondary"
                icon={<Sparkles size={18} aria-hidden />}
                disabled={checking}
                onClick={() => void send(true)}
              >
                Upload with Description
              </Button>
              <Button variant="ghost" icon={<Trash2 size={18} aria-hidden />} onClick={discard}>
                Discard
              </Button>
            </div>
          </section>
        ) : null}

        <p className="notice">
          <Info size={18} aria-hidden />
          <span>
            Uploads are processed in the background: you can leave this screen and keep using Circle
            while the AI analyses your photos. Progress shows here and on Browse.
          </span>
        </p>

        <QueueSection />
      </div>
      <ConfirmDialog
        open={duplicates !== null}
        onOpenChange={(open) => {
          if (!open) setDuplicates(null);
        }}
        title="Already Uploaded"
        message={duplicates ? duplicateQuestion(duplicates.matches, duplicates.files.length) : ''}
        cancelLabel="Don't Upload"
        confirmLabel="Upload Again"
        onConfirm={() => {
          if (!duplicates) return;
          setDuplicates(null);
          queue(
            duplicates.files,
            duplicates.text,
            duplicates.matches.map((match) => match.file),
          );
        }}
      />
    </>
  );
}
