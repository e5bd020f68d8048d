import type { UploadResponse } from '@circle/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canRemove,
  canRetry,
  statusText,
  summarizeQueue,
  useUploadQueueStore,
  type UploadStatus,
} from './upload-queue-store';

const result = { id: 'file-1', inventory_items: [] } as unknown as UploadResponse;

function file(name = 'photo.jpg', type = 'image/jpeg', size = 2048) {
  return new File([new Uint8Array(size)], name, { type });
}

const store = () => useUploadQueueStore.getState();
const entry = (id: string) => store().entries.find((candidate) => candidate.id === id);

beforeEach(() => {
  store().reset();
  vi.restoreAllMocks();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

describe('upload queue transitions', () => {
  it('enqueues pending entries with file facts, description and a preview address', () => {
    const [id] = store().enqueue([file('desk.png', 'image/png', 1234)], '  my desk ');
    expect(entry(id!)).toMatchObject({
      file: { uri: 'blob:preview', name: 'desk.png', type: 'image/png', size: 1234 },
      description: 'my desk',
      status: 'pending',
      progress: 0,
      error: null,
      result: null,
    });
    expect(statusText(entry(id!)!)).toBe('Waiting in queue...');
  });

  it('goes pending → uploading → analyzing (progress 100) → completed', () => {
    const [id] = store().enqueue([file()]);
    store().start(id!);
    expect(entry(id!)).toMatchObject({ status: 'uploading', progress: 0 });
    store().setProgress(id!, 42.4);
    expect(entry(id!)).toMatchObject({ status: 'uploading', progress: 42 });
    expect(statusText(entry(id!)!)).toBe('Uploading... 42%');
    store().setProgress(id!, 100);
    expect(entry(id!)).toMatchObject({ status: 'analyzing', progress: 100 });
    expect(statusText(entry(id!)!)).toBe('AI analyzing...');
    store().complete(id!, result);
    expect(entry(id!)).toMatchObject({ status: 'completed', progress: 100, result });
    expect(statusText(entry(id!)!)).toBe('Complete!');
  });

  it('keeps progress within 0–100 and ignores progress outside uploading', () => {
    const [id] = store().enqueue([file()]);
    store().setProgress(id!, 50);
    expect(entry(id!)?.progress).toBe(0);
    store().start(id!);
    store().setProgress(id!, -5);
    expect(entry(id!)?.progress).toBe(0);
    store().setProgress(id!, 250);
    expect(entry(id!)?.status).toBe('analyzing');
  });

  it('fails with the error text, else "Upload failed"', () => {
    const [a, b] = store().enqueue([file('a.jpg'), file('b.jpg')]);
    store().start(a!);
    store().fail(a!, 'The file is too large. The limit is 20 MB.');
    expect(entry(a!)).toMatchObject({ status: 'failed' });
    expect(statusText(entry(a!)!)).toBe('The file is too large. The limit is 20 MB.');
    store().start(b!);
    store().fail(b!);
    expect(statusText(entry(b!)!)).toBe('Upload failed');
  });

  it('retries failed entries only: back to pending with the error cleared', () => {
    const [id, other] = store().enqueue([file(), file()]);
    store().start(id!);
    store().fail(id!, 'boom');
    expect(canRetry(entry(id!)!)).toBe(true);
    store().retry(id!);
    expect(entry(id!)).toMatchObject({ status: 'pending', progress: 0, error: null });
    store().retry(other!);
    expect(entry(other!)?.status).toBe('pending');
    store().start(other!);
    store().retry(other!);
    expect(entry(other!)?.status).toBe('uploading');
    expect(canRetry(entry(other!)!)).toBe(false);
  });

  it('removes an entry and releases its preview address', () => {
    const [id] = store().enqueue([file()]);
    store().remove(id!);
    expect(store().entries).toHaveLength(0);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('clears the completed entries only', () => {
    const [a, b, c] = store().enqueue([file('a'), file('b'), file('c')]);
    for (const id of [a!, b!]) {
      store().start(id);
      store().complete(id, result);
    }
    store().start(c!);
    store().clearCompleted();
    expect(store().entries.map((candidate) => candidate.id)).toEqual([c]);
  });

  it('does not complete or fail entries that were never started or already finished', () => {
    const [id] = store().enqueue([file()]);
    store().complete(id!, result);
    expect(entry(id!)?.status).toBe('pending');
    store().start(id!);
    store().complete(id!, result);
    store().fail(id!, 'late');
    expect(entry(id!)?.status).toBe('completed');
  });
});

describe('remove and retry rules', () => {
  const of = (status: UploadStatus) => ({ status });
  it('offers remove for pending and failed in the sheet, and for anything on the upload screen', () => {
    expect(canRemove(of('pending'))).toBe(true);
    expect(canRemove(of('failed'))).toBe(true);
    expect(canRemove(of('uploading'))).toBe(false);
    expect(canRemove(of('analyzing'))).toBe(false);
    expect(canRemove(of('completed'))).toBe(false);
    expect(canRemove(of('uploading'), 'upload-screen')).toBe(true);
    expect(canRemove(of('completed'), 'upload-screen')).toBe(true);
  });
});

describe('summarizeQueue', () => {
  it('counts: active = total − completed − failed; percentage = completed / total', () => {
    const statuses: UploadStatus[] = [
      'pending',
      'uploading',
      'analyzing',
      'completed',
      'failed',
      'completed',
    ];
    expect(summarizeQueue(statuses.map((status) => ({ status })))).toEqual({
      total: 6,
      pending: 1,
      uploading: 1,
      analyzing: 1,
      processing: 2,
      completed: 2,
      failed: 1,
      active: 3,
      percentage: 33,
    });
  });

  it('is all zero for an empty queue', () => {
    expect(summarizeQueue([])).toMatchObject({ total: 0, active: 0, percentage: 0 });
  });

  it('reaches 100 % when everything completed', () => {
    expect(summarizeQueue([{ status: 'completed' }, { status: 'completed' }]).percentage).toBe(100);
  });
});
