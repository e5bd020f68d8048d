import type { UploadResponse } from '@circle/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import { canRetry, useUploadQueueStore, type UploadQueueEntry } from '../stores/upload-queue-store';
import {
  isRetryableUploadError,
  startUploadRunner,
  uploadErrorMessage,
  type UploadFn,
} from './upload-runner';

interface Call {
  entry: UploadQueueEntry;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
  resolve: (result: UploadResponse) => void;
  reject: (error: unknown) => void;
}

let calls: Call[] = [];
const upload: UploadFn = (entry, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    calls.push({ entry, onProgress, signal, resolve, reject });
  });

const store = () => useUploadQueueStore.getState();
const statusOf = (id: string) => store().entries.find((entry) => entry.id === id)?.status;
const result = (id: string) => ({ id, inventory_items: [] }) as unknown as UploadResponse;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const files = (n: number) =>
  Array.from({ length: n }, (_, i) => new File(['x'], `f${i}.jpg`, { type: 'image/jpeg' }));

let stop: () => void = () => undefined;

beforeEach(() => {
  calls = [];
  store().reset();
});

afterEach(() => stop());

describe('startUploadRunner', () => {
  it('uploads at most two at a time, in order, and starts the next when one ends', async () => {
    const onCompleted = vi.fn();
    stop = startUploadRunner({ upload, onCompleted });
    const ids = store().enqueue(files(3));
    expect(calls.map((call) => call.entry.id)).toEqual([ids[0], ids[1]]);
    expect(ids.map(statusOf)).toEqual(['uploading', 'uploading', 'pending']);

    calls[0]!.onProgress(40);
    expect(store().entries[0]?.progress).toBe(40);
    calls[0]!.onProgress(100);
    expect(statusOf(ids[0]!)).toBe('analyzing');
    calls[0]!.resolve(result('file-a'));
    await flush();
    expect(statusOf(ids[0]!)).toBe('completed');
    expect(onCompleted).toHaveBeenCalledWith(
      expect.objectContaining({ id: ids[0] }),
      result('file-a'),
    );
    expect(calls).toHaveLength(3);
    expect(statusOf(ids[2]!)).toBe('uploading');
  });

  it('marks failures with the spec texts and retries them when asked', async () => {
    stop = startUploadRunner({ upload, maxParallel: 1 });
    const [id] = store().enqueue(files(1));
    calls[0]!.reject(
      new ApiError({
        kind: 'timeout',
        status: 0,
        detail: undefined,
        displayMessage: 'Request timed out. Please try again.',
      }),
    );
    await flush();
    expect(statusOf(id!)).toBe('failed');
    expect(store().entries[0]?.error).toBe(
      'Upload timeout - File analysis took too long. Please try again.',
    );
    store().retry(id!);
    expect(calls).toHaveLength(2);
    expect(statusOf(id!)).toBe('uploading');
  });

  it('aborts the request of an entry removed while it uploads', async () => {
    stop = startUploadRunner({ upload });
    const [id] = store().enqueue(files(1));
    const call = calls[0]!;
    store().remove(id!);
    expect(call.signal.aborted).toBe(true);
    call.reject(new DOMException('aborted', 'AbortError'));
    await flush();
    expect(store().entries).toHaveLength(0);
  });

  it('keeps working whatever screen is shown: it only needs the store', async () => {
    stop = startUploadRunner({ upload });
    store().enqueue(files(1));
    calls[0]!.resolve(result('file-b'));
    await flush();
    expect(store().entries[0]?.status).toBe('completed');
  });

  it('stops: aborts what runs and starts nothing more', () => {
    stop = startUploadRunner({ upload, maxParallel: 1 });
    store().enqueue(files(2));
    const first = calls[0]!;
    stop();
    expect(first.signal.aborted).toBe(true);
    store().enqueue(files(1));
    expect(calls).toHaveLength(1);
  });
});

describe('uploadErrorMessage', () => {
  it('uses the server detail, the timeout text, or "Upload failed"', () => {
    expect(
      uploadErrorMessage(
        new ApiError({
          kind: 'http',
          status: 413,
          detail: 'too big',
          displayMessage: 'The file is too large.',
        }),
      ),
    ).toBe('The file is too large.');
    expect(
      uploadErrorMessage(
        new ApiError({ kind: 'timeout', status: 0, detail: undefined, displayMessage: 'x' }),
      ),
    ).toBe('Upload timeout - File analysis took too long. Please try again.');
    expect(uploadErrorMessage(new Error('weird'))).toBe('Upload failed');
  });
});

describe('a failure that sending again cannot fix', () => {
  const refusal = (status: number) =>
    new ApiError({ kind: 'http', status, detail: 'no', displayMessage: 'Refused' });

  it('is not offered a retry (413, 415, 422, 400); network and server errors are', () => {
    for (const status of [400, 413, 415, 422]) {
      expect(isRetryableUploadError(refusal(status)), String(status)).toBe(false);
    }
    expect(isRetryableUploadError(refusal(500))).toBe(true);
    expect(
      isRetryableUploadError(
        new ApiError({ kind: 'network', status: 0, detail: undefined, displayMessage: 'x' }),
      ),
    ).toBe(true);
  });

  it('marks the queue entry so no Retry is shown', async () => {
    const store = useUploadQueueStore;
    store.getState().reset();
    const [id] = store.getState().enqueue([new File(['x'], 'huge.png', { type: 'image/png' })]);
    const stop = startUploadRunner({ upload: () => Promise.reject(refusal(413)), store });
    await vi.waitFor(() => expect(store.getState().entries[0]?.status).toBe('failed'));
    const entry = store.getState().entries.find((candidate) => candidate.id === id)!;
    expect(canRetry(entry)).toBe(false);
    expect(canRetry({ status: 'failed' })).toBe(true);
    stop();
  });
});

describe('startUploadRunner without a connection', () => {
  function fakeConnection(initial: boolean) {
    let online = initial;
    const listeners = new Set<(online: boolean) => void>();
    return {
      isOnline: () => online,
      subscribe: (listener: (online: boolean) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(next: boolean) {
        online = next;
        listeners.forEach((listener) => listener(next));
      },
    };
  }

  it('holds uploads while offline and sends them, with their ids, when the connection returns', async () => {
    const connection = fakeConnection(false);
    stop = startUploadRunner({ upload, connection });
    const ids = store().enqueue(files(2));
    expect(calls).toHaveLength(0);
    expect(ids.map(statusOf)).toEqual(['pending', 'pending']);

    connection.set(true);
    expect(calls.map((call) => call.entry.id)).toEqual(ids);
  });

  it('puts an upload whose connection dropped on the way back to waiting, not failed', async () => {
    const connection = fakeConnection(true);
    stop = startUploadRunner({ upload, connection });
    const [id] = store().enqueue(files(1));
    connection.set(false);
    calls[0]!.reject(
      new ApiError({ kind: 'network', status: 0, detail: undefined, displayMessage: 'offline' }),
    );
    await flush();
    expect(statusOf(id!)).toBe('pending');
    expect(calls).toHaveLength(1);

    connection.set(true);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.entry.id).toBe(id);
  });
});
