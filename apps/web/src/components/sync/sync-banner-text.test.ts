import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/lib/offline/outbox-types';
import { bannerState } from './sync-banner-text';

const entry = (status: OutboxEntry['status'], seq = 1): OutboxEntry => ({
  id: `key-${seq}`,
  seq,
  createdAt: '2026-11-27T10:00:00Z',
  op: { kind: 'create', localId: `offline-${seq}`, body: { item_name: 'Lamp' } },
  status,
  attempts: 0,
  error: status === 'failed' ? 'Refused' : null,
});

const base = { online: true, entries: [], syncing: false, justSynced: false };

describe('bannerState', () => {
  it('says offline first, with what waits to sync', () => {
    expect(
      bannerState({ ...base, online: false, entries: [entry('waiting'), entry('waiting', 2)] }),
    ).toEqual({ kind: 'offline', waiting: 2 });
  });

  it('asks about conflicts before anything else once online', () => {
    const state = bannerState({ ...base, entries: [entry('waiting'), entry('conflict', 2)] });
    expect(state).toEqual({ kind: 'conflict', count: 1 });
  });

  it('shows waiting, syncing, then synced, then nothing', () => {
    expect(bannerState({ ...base, entries: [entry('waiting')] }).kind).toBe('waiting');
    expect(bannerState({ ...base, entries: [entry('waiting')], syncing: true }).kind).toBe(
      'syncing',
    );
    expect(bannerState({ ...base, justSynced: true }).kind).toBe('synced');
    expect(bannerState(base).kind).toBe('hidden');
  });

  it('names a refused change', () => {
    const state = bannerState({ ...base, entries: [entry('failed')] });
    expect(state).toMatchObject({ kind: 'failed', entry: { error: 'Refused' } });
  });
});
