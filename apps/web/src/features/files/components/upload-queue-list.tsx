import { FileText, RefreshCw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useBrowseViewStore } from '@/lib/browse-view-store';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cx } from '@/lib/cx';
import { formatFileSize } from '@/lib/format';
import { useSyncStatus } from '@/lib/offline/sync-status-store';
import { itemCountLabel } from '@/features/files/lib/detected-items';
import {
  canRemove,
  canRetry,
  statusText,
  useUploadQueueStore,
  type UploadQueueEntry,
} from '../stores/upload-queue-store';
import '@/components/ui/button.css';
import './upload-queue-list.css';

/** A pending upload while there is no connection: it goes when the connection returns. */
const WAITING_OFFLINE = 'Waiting to sync: uploads when you are back online';

function EntryThumb({ entry }: { entry: UploadQueueEntry }) {
  if (entry.file.type.startsWith('image/') && entry.file.uri) {
    return <img className="queue-entry__thumb" src={entry.file.uri} alt="" aria-hidden="true" />;
  }
  return (
    <span className="queue-entry__thumb queue-entry__thumb--doc" aria-hidden="true">
      <FileText size={22} />
    </span>
  );
}

function CompletedNote({ entry }: { entry: UploadQueueEntry }) {
  const result = entry.result;
  if (!result) return null;
  if (result.analysis_status === 'failed') {
    return (
      <span className="queue-entry__note queue-entry__note--warning">
        Saved, but the analysis failed{result.analysis_error ? `: ${result.analysis_error}` : ''}
      </span>
    );
  }
  const count = result.inventory_items.length;
  return (
    <span className="queue-entry__note">
      {count > 0 ? `${itemCountLabel(count)} found` : 'No items found'}
      {count === 1 && result.inventory_items[0] ? (
        <>
          {' · '}
          <Link to={`/item/${result.inventory_items[0].id}`}>View item</Link>
        </>
      ) : null}
      {count > 1 ? (
        <>
          {' · '}
          {/* "By photo" lists the newest upload first, with every item found in it. */}
          <Link
            to="/browse"
            onClick={() => useBrowseViewStore.getState().setViewMode('relationship')}
          >
            View items
          </Link>
        </>
      ) : null}
    </span>
  );
}

export function UploadQueueEntryRow({
  entry,
  place,
}: {
  entry: UploadQueueEntry;
  place: 'sheet' | 'upload-screen';
}) {
  const retry = useUploadQueueStore((state) => state.retry);
  const remove = useUploadQueueStore((state) => state.remove);
  const working = entry.status === 'uploading' || entry.status === 'analyzing';
  const online = useSyncStatus((state) => state.online);
  const held = entry.status === 'pending' && !online;
  return (
    <li className={cx('queue-entry', `queue-entry--${entry.status}`)} aria-label={entry.file.name}>
      <EntryThumb entry={entry} />
      <div className="queue-entry__body">
        <p className="queue-entry__name">{entry.file.name}</p>
        <p className="queue-entry__status" aria-live="polite">
          <span className="queue-entry__status-text">
            {held ? WAITING_OFFLINE : statusText(entry)}
          </span>
          <span className="queue-entry__size"> · {formatFileSize(entry.file.size)}</span>
        </p>
        {entry.status === 'completed' ? <CompletedNote entry={entry} /> : null}
        {working || entry.status === 'pending' ? (
          <ProgressBar
            value={entry.progress}
            label={`Upload progress of ${entry.file.name}`}
            indeterminate={entry.status === 'analyzing'}
          />
        ) : null}
      </div>
      <div className="queue-entry__actions">
        {canRetry(entry) ? (
          <button
            type="button"
            className="icon-btn icon-btn--sm"
            aria-label="Retry"
            title={`Retry ${entry.file.name}`}
            onClick={() => retry(entry.id)}
          >
            <RefreshCw size={18} aria-hidden />
          </button>
        ) : null}
        {canRemove(entry, place) ? (
          <button
            type="button"
            className="icon-btn icon-btn--sm"
            aria-label="Remove"
            title={`Remove ${entry.file.name}`}
            onClick={() => remove(entry.id)}
          >
            <Trash2 size={18} aria-hidden />
          </button>
        ) : null}
      </div>
    </li>
  );
}

export function UploadQueueList({
  entries,
  place,
}: {
  entries: readonly UploadQueueEntry[];
  place: 'sheet' | 'upload-screen';
}) {
  return (
    <ul className="queue-list" aria-label="Uploads">
      {entries.map((entry) => (
        <UploadQueueEntryRow key={entry.id} entry={entry} place={place} />
      ))}
    </ul>
  );
}
