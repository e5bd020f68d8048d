import { ImagePlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { useUploadQueueStore } from '../stores/upload-queue-store';
import { UploadQueueList } from './upload-queue-list';
import './upload-queue-sheet.css';

/** Spec §2 "Upload Queue sheet": title, list, "Add Images", "Clear Completed (n)". */
export function UploadQueueSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const { entries, summary } = useUploadQueue();
  const clearCompleted = useUploadQueueStore((state) => state.clearCompleted);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Upload Queue"
      variant="sheet"
      stickyFooter
      closeLabel="Close upload queue"
      footer={
        <>
          <Button variant="secondary" onClick={clearCompleted} disabled={summary.completed === 0}>
            Clear Completed ({summary.completed})
          </Button>
          <Button
            icon={<ImagePlus size={18} aria-hidden />}
            onClick={() => {
              onOpenChange(false);
              void navigate('/upload');
            }}
          >
            Add Images
          </Button>
        </>
      }
    >
      {entries.length === 0 ? (
        <p className="muted">No uploads yet. Add images to start.</p>
      ) : (
        <div className="stack">
          <p className="queue-summary">
            <span>{summary.active} active</span>
            <span>{summary.completed} completed</span>
            <span>{summary.failed} failed</span>
            <span className="queue-summary__percent">{summary.percentage}%</span>
          </p>
          <ProgressBar value={summary.percentage} label="Upload queue progress" tone="success" />
          <UploadQueueList entries={entries} place="sheet" />
        </div>
      )}
    </Dialog>
  );
}
