import { DUPLICATE_UPLOAD_CODE, type UploadResponse } from '@circle/contract';
import { onlineManager } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-errors';
import { useUploadQueueStore, type UploadQueueEntry } from '../stores/upload-queue-store';
import { UPLOAD_ERRORS } from './upload-messages';

/** Uploads run one or two at a time: the analysis is heavy on the server. */
export const MAX_PARALLEL_UPLOADS = 2;

export type UploadFn = (
  entry: UploadQueueEntry,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
) => Promise<UploadResponse>;

export interface UploadRunnerOptions {
  upload: UploadFn;
  onCompleted?: (entry: UploadQueueEntry, result: UploadResponse) => void;
  maxParallel?: number;
  store?: typeof useUploadQueueStore;
  /** Whether there is a connection, and news when that changes (the query library's view). */
  connection?: Pick<typeof onlineManager, 'isOnline' | 'subscribe'>;
}

/** Spec §8 "Upload": the timeout text, else the server's detail, else "Upload failed". */
/** Refusals that sending the same file again cannot change: too large, wrong type, invalid. */
const FINAL_STATUSES = new Set([400, 413, 415, 422]);

export function isRetryableUploadError(error: unknown): boolean {
  return !(isApiError(error) && FINAL_STATUSES.has(error.status));
}

export function uploadErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'timeout') return UPLOAD_ERRORS.timeout;
    if (error.code === DUPLICATE_UPLOAD_CODE) return UPLOAD_ERRORS.duplicate;
    return error.displayMessage || UPLOAD_ERRORS.default;
  }
  return UPLOAD_ERRORS.default;
}

function isWorking(entry: UploadQueueEntry | undefined): boolean {
  return entry?.status === 'uploading' || entry?.status === 'analyzing';
}

/**
 * Works through the upload queue in the background: whenever the queue changes, pending entries
 * start until `maxParallel` are in flight. It lives outside React's screens (started once by
 * UploadQueueRunner at the app root), so uploads go on wherever the user navigates. An entry
 * removed while in flight has its request aborted. Without a connection entries wait (one that
 * lost it on the way waits again) and go out, with the same key, when it returns. Returns the
 * stop function.
 */
export function startUploadRunner({
  upload,
  onCompleted,
  maxParallel = MAX_PARALLEL_UPLOADS,
  store = useUploadQueueStore,
  connection = onlineManager,
}: UploadRunnerOptions): () => void {
  const inFlight = new Map<string, AbortController>();
  let stopped = false;
  let pumping = false;
  let pumpAgain = false;

  const run = async (id: string) => {
    const controller = new AbortController();
    inFlight.set(id, controller);
    store.getState().start(id);
    const entry = store.getState().entries.find((candidate) => candidate.id === id);
    try {
      if (!entry) throw new Error('The entry left the queue');
      const result = await upload(entry, {
        onProgress: (percent) => {
          if (!controller.signal.aborted) store.getState().setProgress(id, percent);
        },
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      inFlight.delete(id);
      store.getState().complete(id, result);
      const completed = store.getState().entries.find((candidate) => candidate.id === id);
      onCompleted?.(completed ?? entry, result);
    } catch (error) {
      if (controller.signal.aborted) return;
      inFlight.delete(id);
      store.getState().fail(id, uploadErrorMessage(error), isRetryableUploadError(error));
      // The connection went: the upload waits for it instead of failing.
      if (!connection.isOnline() && isRetryableUploadError(error)) store.getState().retry(id);
    } finally {
      if (inFlight.get(id) === controller) inFlight.delete(id);
      pump();
    }
  };

  function pump() {
    if (stopped) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      do {
        pumpAgain = false;
        const { entries } = store.getState();
        // Removed (or no longer running) entries: stop their requests.
        for (const [id, controller] of inFlight) {
          if (!isWorking(entries.find((entry) => entry.id === id))) {
            controller.abort();
            inFlight.delete(id);
          }
        }
        for (const entry of entries) {
          if (inFlight.size >= maxParallel || !connection.isOnline()) break;
          if (entry.status !== 'pending' || inFlight.has(entry.id)) continue;
          void run(entry.id);
        }
      } while (pumpAgain);
    } finally {
      pumping = false;
    }
  }

  const unsubscribe = store.subscribe(pump);
  const unsubscribeConnection = connection.subscribe(pump);
  pump();
  return () => {
    stopped = true;
    unsubscribe();
    unsubscribeConnection();
    for (const controller of inFlight.values()) controller.abort();
    inFlight.clear();
  };
}
