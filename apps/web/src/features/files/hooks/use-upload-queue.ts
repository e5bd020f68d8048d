import { useMemo } from 'react';
import { summarizeQueue, useUploadQueueStore } from '../stores/upload-queue-store';

/** The queue's entries and their counts, for the queue views. */
export function useUploadQueue() {
  const entries = useUploadQueueStore((state) => state.entries);
  const summary = useMemo(() => summarizeQueue(entries), [entries]);
  return { entries, summary };
}
