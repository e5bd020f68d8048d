import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '@/lib/session-store';
import { addUploadedFileToCaches } from '@/lib/files-cache';
import { uploadFile } from '../api/upload-file';
import { startUploadRunner } from '../lib/upload-runner';
import { summarizeQueue, useUploadQueueStore } from '../stores/upload-queue-store';

/**
 * Mounted once at the app root (AppProviders), never unmounted by navigation: it works through
 * the upload queue in the background, puts each finished upload at the front of the file lists,
 * forgets the queue at sign-out, and asks before the tab closes with uploads still running.
 */
export function UploadQueueRunner() {
  const queryClient = useQueryClient();

  useEffect(
    () =>
      startUploadRunner({
        upload: (entry, options) =>
          uploadFile(
            {
              file: entry.source,
              filename: entry.file.name,
              description: entry.description,
              // A retry of the entry is the same upload: the server answers it with the first one.
              idempotencyKey: entry.id,
              allowDuplicate: entry.allowDuplicate,
            },
            options,
          ),
        onCompleted: (_entry, result) => addUploadedFileToCaches(queryClient, result),
      }),
    [queryClient],
  );

  // Signed out (logout, 401, another tab): the queue belonged to that session.
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (previous.authToken && !state.authToken) useUploadQueueStore.getState().reset();
      }),
    [],
  );

  const active = useUploadQueueStore((state) => summarizeQueue(state.entries).active);
  useEffect(() => {
    if (active === 0) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return null;
}
