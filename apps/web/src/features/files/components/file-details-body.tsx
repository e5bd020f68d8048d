import { categoryLabel } from '@/lib/item-display';
import type { FileRecord, InventoryItem } from '@circle/contract';
import { ExternalLink, Maximize2 } from 'lucide-react';
import { SignedImage } from '@/components/images/signed-image';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { FileItemsSection } from './file-items-section';
import '@/components/ui/button.css';

/** The file's type, size, dimensions, dates, location and analysis outcome. */
function FileFacts({ file }: { file: FileRecord }) {
  const rows: Fact[] = [
    ['Type', categoryLabel(file.file_type)],
    ['Size', formatFileSize(file.file_size)],
    ['Dimensions', file.width && file.height ? `${file.width} × ${file.height} px` : null],
    ['Uploaded', formatDateTime(file.created_at)],
    ['Updated', formatDateTime(file.updated_at)],
    ['Location', file.location],
    ['Analysis', file.analysis_status === 'completed' ? 'Completed' : 'Failed'],
  ];
  return <FactList facts={rows} />;
}

/** A PDF is shown by the browser's own viewer, in a new tab (or downloaded where there is none). */
function OpenPdfLink({ file }: { file: FileRecord }) {
  return (
    <a
      className="btn btn--secondary btn--md"
      href={file.storage_url}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ExternalLink size={18} aria-hidden />
      <span className="btn__label">Open PDF</span>
    </a>
  );
}

/** A titled paragraph of the file's details (descriptions). */
function FileText({ title, text }: { title: string; text: string | null | undefined }) {
  return text ? (
    <section className="file-details__section">
      <h3 className="file-details__heading">{title}</h3>
      <p>{text}</p>
    </section>
  ) : null;
}

interface FileDetailsBodyProps {
  file: FileRecord;
  items: InventoryItem[] | undefined;
  loadError: string | null;
  /** Opens the picture in the image viewer. */
  onEnlarge: () => void;
  /** The picture's address once signed afresh, for the viewer. */
  onSrcChange: (src: string | null) => void;
  onAddItem: () => void;
}

/** The file details modal's content: picture, descriptions, facts, text content and items. */
export function FileDetailsBody({ file, onEnlarge, onSrcChange, ...items }: FileDetailsBodyProps) {
  return (
    <div className="file-details">
      {file.content_type === 'image' ? (
        <button
          type="button"
          className="file-details__image"
          onClick={onEnlarge}
          aria-label={`Enlarge ${file.filename}`}
        >
          <SignedImage
            src={file.storage_url}
            fileId={file.id}
            alt={file.filename}
            fit="contain"
            onSrcChange={onSrcChange}
          />
          <span className="file-details__zoom" aria-hidden="true">
            <Maximize2 size={16} />
          </span>
        </button>
      ) : null}
      {file.file_type === 'application/pdf' ? <OpenPdfLink file={file} /> : null}

      <FileText title="Description" text={file.description} />
      <FileText title="AI description" text={file.ai_description} />

      {file.analysis_status === 'failed' ? (
        <p className="form-alert" role="status">
          Analysis failed{file.analysis_error ? `: ${file.analysis_error}` : ''}
        </p>
      ) : null}

      <FileFacts file={file} />

      {file.content_type === 'text' && file.text_content ? (
        <section className="file-details__section">
          <h3 className="file-details__heading">Text content</h3>
          <pre className="file-details__text" tabIndex={0}>
            {file.text_content}
          </pre>
        </section>
      ) : null}

      <FileItemsSection file={file} {...items} />
    </div>
  );
}
