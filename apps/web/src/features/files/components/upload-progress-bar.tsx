import { ChevronDown, CloudUpload } from 'lucide-react';
import { useState } from 'react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { useUploadQueueStore } from '../stores/upload-queue-store';
import { UploadQueueSheet } from './upload-queue-sheet';
import '@/components/ui/button.css';
import './upload-progress-bar.css';

/**
 * Spec §2/§4: the queue's progress (completed over total) that folds into a mini badge with the
 * active count; either opens the Upload Queue sheet.
 */
export function UploadProgressBar() {
  const { summary } = useUploadQueue();
  const collapsed = useUploadQueueStore((state) => state.collapsed);
  const setCollapsed = useUploadQueueStore((state) => state.setCollapsed);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The sheet stays open while its last entries are cleared.
  if (summary.total === 0) {
    return <UploadQueueSheet open={sheetOpen} onOpenChange={setSheetOpen} />;
  }

  const headline =
    summary.active > 0
      ? `Uploading ${summary.completed + summary.failed + 1} of ${summary.total}`
      : summary.failed > 0
        ? `${summary.completed} completed, ${summary.failed} failed`
        : 'All uploads complete';

  return (
    <>
      {collapsed ? (
        <button
          type="button"
          className="upload-mini"
          onClick={() => setCollapsed(false)}
          aria-label={`Show upload progress (${summary.active} active)`}
        >
          <CloudUpload size={16} aria-hidden />
          <span className="upload-mini__count">{summary.active}</span>
        </button>
      ) : (
        <section className="upload-bar" aria-label="Upload progress">
          <button
            type="button"
            className="upload-bar__main"
            onClick={() => setSheetOpen(true)}
            aria-label={`Open upload queue: ${headline}, ${summary.percentage}%`}
          >
            <span className="upload-bar__icon" aria-hidden="true">
              <CloudUpload size={20} />
            </span>
            <span className="upload-bar__text">
              <span className="upload-bar__title">{headline}</span>
              <span className="upload-bar__subtitle">
                {summary.active > 0
                  ? 'Processing continues in the background'
                  : 'Tap to review your uploads'}
              </span>
            </span>
            <span className="upload-bar__percent">{summary.percentage}%</span>
          </button>
          <button
            type="button"
            className="icon-btn icon-btn--sm"
            aria-label="Minimize upload progress"
            onClick={() => setCollapsed(true)}
          >
            <ChevronDown size={18} aria-hidden />
          </button>
          <ProgressBar
            className="upload-bar__progress"
            value={summary.percentage}
            label="Uploads completed"
            tone={summary.failed > 0 && summary.active === 0 ? 'error' : 'accent'}
          />
        </section>
      )}
      <UploadQueueSheet open={sheetOpen} onOpenChange={setSheetOpen} />
    </>
  );
}
