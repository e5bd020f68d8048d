import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { anItem } from '@/testing/fixtures';
import {
  clearOfflineData,
  outboxStorage,
  putItems,
  readItem,
  readItems,
  replaceItems,
} from './local-db';

describe('the device copy', () => {
  it('replaces the inventory with the server copy but keeps what waits to sync', async () => {
    await putItems([
      anItem({ id: 'gone' }),
      anItem({ id: 'edited', notes: 'local' }),
      anItem({ id: 'offline-1' }),
    ]);
    await replaceItems(
      [anItem({ id: 'edited', notes: 'server' }), anItem({ id: 'new' })],
      (item) => item.id === 'edited' || item.id.startsWith('offline-'),
    );
    const ids = (await readItems()).map((item) => item.id).sort();
    expect(ids).toEqual(['edited', 'new', 'offline-1']);
    expect((await readItem('edited'))?.notes).toBe('local');
  });

  it('keeps the outbox with its photos, and forgets everything on request', async () => {
    await outboxStorage.put({
      id: 'key-1',
      seq: 1,
      createdAt: '2026-11-27T10:00:00Z',
      op: { kind: 'picture', itemId: 'a', photo: new Blob(['jpeg']), filename: 'a.jpg' },
      status: 'waiting',
      attempts: 0,
      error: null,
    });
    const [entry] = await outboxStorage.list();
    expect(entry?.op.kind).toBe('picture');
    await clearOfflineData();
    expect(await outboxStorage.list()).toEqual([]);
    expect(await readItems()).toEqual([]);
  });
});
