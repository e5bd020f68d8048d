import type { UploadResponse } from '@circle/contract';
import { create } from 'zustand';
import { UPLOAD_ERRORS, UPLOAD_STATUS_TEXT } from '../lib/upload-messages';

/** Spec §4 "Upload queue item". */
export type UploadStatus = 'pending' | 'uploading' | 'analyzing' | 'completed' | 'failed';

/** Spec §3 "Upload queue entry": id, file (uri, name, type, size), description, status,
 * progress (0–100), error, result. `source` is the picked file itself, sent when its turn comes. */
export interface UploadQueueEntry {
  id: string;
  file: { uri: string; name: string; type: string; size: number };
  source: Blob;
  description: string;
  /** The user was told they uploaded these bytes before and chose to upload them again. */
  allowDuplicate: boolean;
  status: UploadStatus;
  progress: number;
  error: string | null;
  /** False when the failure cannot go away by sending the same file again (413, 415, 422). */
  retryable?: boolean;
  result: UploadResponse | null;
}

export interface UploadQueueState {
  entries: UploadQueueEntry[];
  /** The progress bar is folded into its mini badge. */
  collapsed: boolean;
  /** Adds files as pending entries (in order); returns their ids. */
  enqueue: (files: File[], description?: string, confirmedDuplicates?: readonly File[]) => string[];
  /** pending → uploading at 0 %. */
  start: (id: string) => void;
  /** Bytes sent, 0–100; reaching 100 means the server is analysing (→ analyzing). */
  setProgress: (id: string, percent: number) => void;
  complete: (id: string, result: UploadResponse) => void;
  fail: (id: string, error?: string | null, retryable?: boolean) => void;
  /** failed → pending (only failed entries can be retried). */
  retry: (id: string) => void;
  remove: (id: string) => void;
  clearCompleted: () => void;
  setCollapsed: (collapsed: boolean) => void;
  /** Forget everything (sign-out). */
  reset: () => void;
}

let counter = 0;
function newId(): string {
  counter += 1;
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2);
  return `upload-${counter}-${random}`;
}

function objectUrl(file: Blob): string {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
  } catch {
    return '';
  }
}

function releaseUrl(entry: UploadQueueEntry): void {
  if (!entry.file.uri || typeof URL.revokeObjectURL !== 'function') return;
  try {
    URL.revokeObjectURL(entry.file.uri);
  } catch {
    // Already gone.
  }
}

function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

export const useUploadQueueStore = create<UploadQueueState>()((set, get) => {
  const update = (id: string, change: (entry: UploadQueueEntry) => UploadQueueEntry | null) =>
    set((state) => {
      let changed = false;
      const entries = state.entries.map((entry) => {
        if (entry.id !== id) return entry;
        const next = change(entry);
        if (!next || next === entry) return entry;
        changed = true;
        return next;
      });
      return changed ? { entries } : state;
    });

  return {
    entries: [],
    collapsed: false,
    enqueue: (files, description = '', confirmedDuplicates = []) => {
      const added = files.map<UploadQueueEntry>((file) => ({
        id: newId(),
        file: { uri: objectUrl(file), name: file.name, type: file.type, size: file.size },
        source: file,
        description: description.trim(),
        allowDuplicate: confirmedDuplicates.includes(file),
        status: 'pending',
        progress: 0,
        error: null,
        result: null,
      }));
      set((state) => ({ entries: [...state.entries, ...added] }));
      return added.map((entry) => entry.id);
    },
    start: (id) =>
      update(id, (entry) =>
        entry.status === 'pending'
          ? { ...entry, status: 'uploading', progress: 0, error: null }
          : null,
      ),
    setProgress: (id, percent) =>
      update(id, (entry) => {
        if (entry.status !== 'uploading') return null;
        const progress = clampPercent(percent);
        if (progress >= 100) return { ...entry, status: 'analyzing', progress: 100 };
        return progress === entry.progress ? null : { ...entry, progress };
      }),
    complete: (id, result) =>
      update(id, (entry) =>
        entry.status === 'uploading' || entry.status === 'analyzing'
          ? { ...entry, status: 'completed', progress: 100, error: null, result }
          : null,
      ),
    fail: (id, error, retryable = true) =>
      update(id, (entry) =>
        entry.status === 'completed' || entry.status === 'failed'
          ? null
          : { ...entry, status: 'failed', error: error?.trim() ? error : null, retryable },
      ),
    retry: (id) =>
      update(id, (entry) =>
        entry.status === 'failed'
          ? { ...entry, status: 'pending', progress: 0, error: null, result: null }
          : null,
      ),
    remove: (id) => {
      const entry = get().entries.find((candidate) => candidate.id === id);
      if (!entry) return;
      releaseUrl(entry);
      set((state) => ({ entries: state.entries.filter((candidate) => candidate.id !== id) }));
    },
    clearCompleted: () => {
      const completed = get().entries.filter((entry) => entry.status === 'completed');
      if (completed.length === 0) return;
      completed.forEach(releaseUrl);
      set((state) => ({ entries: state.entries.filter((entry) => entry.status !== 'completed') }));
    },
    setCollapsed: (collapsed) => set({ collapsed }),
    reset: () => {
      get().entries.forEach(releaseUrl);
      set({ entries: [], collapsed: false });
    },
  };
});

export interface QueueSummary {
  total: number;
  pending: number;
  uploading: number;
  analyzing: number;
  /** Uploading or analysing (the upload screen's "processing"). */
  processing: number;
  completed: number;
  failed: number;
  /** Spec §4: total − completed − failed. */
  active: number;
  /** Spec §4: completed over total, as a whole percentage. */
  percentage: number;
}

export function summarizeQueue(entries: readonly Pick<UploadQueueEntry, 'status'>[]): QueueSummary {
  const count = (status: UploadStatus) => entries.filter((entry) => entry.status === status).length;
  const total = entries.length;
  const completed = count('completed');
  const failed = count('failed');
  const uploading = count('uploading');
  const analyzing = count('analyzing');
  return {
    total,
    pending: count('pending'),
    uploading,
    analyzing,
    processing: uploading + analyzing,
    completed,
    failed,
    active: total - completed - failed,
    percentage: total === 0 ? 0 : Math.round((completed / total) * 100),
  };
}

/** Spec §4 (retry for failed only; remove for pending and failed, anything on the upload screen). */
export function canRetry(entry: Pick<UploadQueueEntry, 'status' | 'retryable'>): boolean {
  return entry.status === 'failed' && entry.retryable !== false;
}

export function canRemove(
  entry: Pick<UploadQueueEntry, 'status'>,
  place: 'sheet' | 'upload-screen' = 'sheet',
): boolean {
  return place === 'upload-screen' || entry.status === 'pending' || entry.status === 'failed';
}

/** The status line of an entry. */
export function statusText(entry: Pick<UploadQueueEntry, 'status' | 'progress' | 'error'>): string {
  switch (entry.status) {
    case 'pending':
      return UPLOAD_STATUS_TEXT.pending;
    case 'uploading':
      return `${UPLOAD_STATUS_TEXT.uploading} ${entry.progress}%`;
    case 'analyzing':
      return UPLOAD_STATUS_TEXT.analyzing;
    case 'completed':
      return UPLOAD_STATUS_TEXT.completed;
    case 'failed':
      return entry.error ?? UPLOAD_ERRORS.default;
  }
}
