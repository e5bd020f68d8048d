import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { useUploadQueueStore } from '../stores/upload-queue-store';
import { UploadQueueList } from './upload-queue-list';

/** The upload screen's queue card: counts in a toggle, the queue list and Clear Completed. */
export function UploadQueueSection() {
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
