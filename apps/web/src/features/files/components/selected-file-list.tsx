import { FileText, X } from 'lucide-react';
import { formatFileSize } from '@/lib/format';
import type { Selected } from '../hooks/use-selected-files';

interface SelectedFileListProps {
  selected: readonly Selected[];
  onRemove: (key: string) => void;
}

/** The files chosen for upload: a preview (or a document icon), name, size and Remove. */
export function SelectedFileList({ selected, onRemove }: SelectedFileListProps) {
  return (
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
            <span className="selection-item__thumb selection-item__thumb--doc" aria-hidden="true">
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
            onClick={() => onRemove(entry.key)}
          >
            <X size={18} aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
