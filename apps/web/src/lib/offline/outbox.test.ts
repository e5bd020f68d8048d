import type { InventoryItem, InventoryItemCreate, InventoryItemUpdate } from '@circle/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import { anItem } from '@/testing/fixtures';
import { drainOutbox, enqueue, keepMine } from './outbox';
import type { OutboxEntry, OutboxSender, OutboxStorage } from './outbox-types';

function memoryStorage(): OutboxStorage & { entries: Map<string, OutboxEntry> } {
  const entries = new Map<string, OutboxEntry>();
  return {
    entries,
    list: async () => [...entries.values()].map((entry) => structuredClone(entry)),
    put: async (entry) => {
      entries.set(entry.id, structuredClone(entry));
    },
    remove: async (id) => {
      entries.delete(id);
    },
  };
}

const networkDown = () =>
  new ApiError({ kind: 'network', status: 0, detail: undefined, displayMessage: 'No connection' });
const refused = (status: number) =>
  new ApiError({ kind: 'http', status, detail: 'Refused', displayMessage: 'Refused' });

interface Call {
  call: string;
  id?: string;
  key?: string;
  body?: InventoryItemCreate | InventoryItemUpdate;
}

/** A server holding items; `failNext` makes the next call fail with that error. */
function fakeServer(items: InventoryItem[]) {
  const byId = new Map(items.map((item) => [item.id, item]));
  const calls: Call[] = [];
  let failNext: unknown = null;
  let created = 0;
  const failIfAsked = () => {
    if (!failNext) return;
    const error = failNext;
    failNext = null;
    throw error;
  };
  const touch = (item: InventoryItem) => {
    const saved = { ...item, updated_at: `v${calls.length}` };
    byId.set(saved.id, saved);
    return saved;
  };
  const sender: OutboxSender = {
    fetchItem: async (id) => {
      calls.push({ call: 'fetch', id });
      failIfAsked();
      const item = byId.get(id);
      if (!item) throw refused(404);
      return item;
    },
    updateItem: async (id, changes, key) => {
      calls.push({ call: 'update', id, key, body: changes });
      failIfAsked();
      return touch({ ...byId.get(id)!, ...(changes as Partial<InventoryItem>) });
    },
    createItem: async (body, key) => {
      calls.push({ call: 'create', key, body });
      failIfAsked();
      created += 1;
      return touch(anItem({ id: `server-${created}`, item_name: body.item_name }));
    },
    findCreated: async () => undefined,
    setPicture: async (id, _photo, _name, key) => {
      calls.push({ call: 'picture', id, key });
      failIfAsked();
      return touch({ ...byId.get(id)!, image_url: '/files/picture' });
    },
  };
  return {
    sender,
    calls,
    byId,
    failNextWith: (error: unknown) => {
      failNext = error;
    },
  };
}

let storage: ReturnType<typeof memoryStorage>;
let ids = 0;
const options = () => ({ now: new Date('2026-11-27T10:00:00Z'), newId: () => `key-${++ids}` });

beforeEach(() => {
  storage = memoryStorage();
  ids = 0;
});

describe('enqueue', () => {
  it('numbers entries in the order they were made, each with its own key', async () => {
    const a = await enqueue(
      storage,
      { kind: 'update', itemId: 'a', changes: { notes: 'x' }, baseUpdatedAt: 'v0' },
      options(),
    );
    const b = await enqueue(
      storage,
      { kind: 'create', localId: 'offline-1', body: { item_name: 'Lamp' } },
      options(),
    );
    expect([a.seq, b.seq]).toEqual([1, 2]);
    expect(a.id).not.toBe(b.id);
    expect(a.status).toBe('waiting');
  });

  it('folds a second edit of a waiting item into its entry, keeping the first version', async () => {
    await enqueue(
      storage,
      { kind: 'update', itemId: 'a', changes: { notes: 'x' }, baseUpdatedAt: 'v0' },
      options(),
    );
    await enqueue(
      storage,
      { kind: 'update', itemId: 'a', changes: { location: 'Garage' }, baseUpdatedAt: 'v0' },
      options(),
    );
    const [entry] = await storage.list();
    expect(storage.entries.size).toBe(1);
    expect(entry!.op).toEqual({
      kind: 'update',
      itemId: 'a',
      changes: { notes: 'x', location: 'Garage' },
      baseUpdatedAt: 'v0',
    });
  });

  it('folds an edit of an item added offline into its creation', async () => {
    await enqueue(
      storage,
      { kind: 'create', localId: 'offline-1', body: { item_name: 'Lamp' } },
      options(),
    );
    await enqueue(
      storage,
      {
        kind: 'update',
        itemId: 'offline-1',
        changes: { item_name: 'Desk lamp' },
        baseUpdatedAt: 'x',
      },
      options(),
    );
    const [entry] = await storage.list();
    expect(entry!.op).toEqual({
      kind: 'create',
      localId: 'offline-1',
      body: { item_name: 'Desk lamp' },
    });
  });
});

describe('drainOutbox', () => {
  it('sends every change once, in order, each with its key', async () => {
    const server = fakeServer([anItem({ id: 'a', updated_at: 'v0' })]);
    const edit = await enqueue(
      storage,
      { kind: 'update', itemId: 'a', changes: { notes: 'x' }, baseUpdatedAt: 'v0' },
      options(),
    );
    const add = await enqueue(
      storage,
      { kind: 'create', localId: 'offline-1', body: { item_name: 'Lamp' } },
      options(),
    );

    const result = await drainOutbox(storage, server.sender);

    expect(result.complete).toBe(true);
    expect(server.calls.map(({ call, key }) => [call, key])).toEqual([
      ['fetch', undefined],
      ['update', edit.id],
      ['create', add.id],
    ]);
    expect(storage.entries.size).toBe(0);
    expect(result.synced.map((synced) => synced.entry.id)).toEqual([edit.id, add.id]);
  });

  it('stops at a lost connection and sends the same entry with the same key next time', async () => {
    const server = fakeServer([]);
    const first = await enqueue(
      storage,
      { kind: 'create', localId: 'offline-1', body: { item_name: 'Lamp' } },
      options(),
    );
    await enqueue(
      storage,
      { kind: 'create', localId: 'offline-2', body: { item_name: 'Rug' } },
      options(),
    );
    server.failNextWith(networkDown());

    const failed = await drainOutbox(storage, server.sender);
    expect(failed.complete).toBe(false);
    expect(server.calls).toHaveLength(1);
    const kept = storage.entries.get(first.id)!;
    expect(kept).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(storage.entries.size).toBe(2);

    const retried = await drainOutbox(storage, server.sender);
    expect(retried.complete).toBe(true);
    expect(server.calls.map((call) => [call.call, call.key, call.body?.item_name])).toEqual([
      ['create', first.id, 'Lamp'],
      ['create', first.id, 'Lamp'],
      ['create', 'key-2', 'Rug'],
    ]);
    expect(storage.entries.size).toBe(0);
  });

  it('retries later when the server is busy (5xx, 429) but gives up on a refusal', async () => {
    const server = fakeServer([anItem({ id: 'a', updated_at: 'v0' })]);
    const refusedEntry = await enqueue(
      storage,
      { kind: 'create', localId: 'offline-1', body: { item_name: 'Lamp' } },
      options(),
    );
    await enqueue(
      storage,
      { kind: 'update', itemId: 'a', changes: { notes: 'x' }, baseUpdatedAt: 'v0' },
      options(),
    );
    server.failNextWith(refused(422));
    const result = await drainOutbox(storage, server.sender);
    expect(result.complete).toBe(true);
    expect(storage.entries.get(refusedEntry.id)).toMatchObject({
      status: 'failed',
      error: 'Refused',
    });
    expect(server.byId.get('a')!.notes).toBe('x');

    const busy = await enqueue(
      storage,
      {
        kind: 'update',
        itemId: 'a',
        changes: { notes: 'y' },
        baseUpdatedAt: server.byId.get('a')!.updated_at,
      },
      options(),
    );
    server.failNextWith(refused(503));
    expect((await drainOutbox(storage, server.sender)).complete).toBe(false);
    expect(storage.entries.get(busy.id)).toMatchObject({ status: 'waiting', attempts: 1 });
  });

  it('finds a conflict when the item changed elsewhere, sends nothing for it and goes on', async () => {
    const server = fakeServer([anItem({ id: 'a', updated_at: 'v-elsewhere', notes: 'theirs' })]);
    const edit = await enqueue(
      storage,
      { kind: 'update', itemId: 'a', changes: { notes: 'mine' }, baseUpdatedAt: 'v0' },
      options(),
    );
    await enqueue(
      storage,
      { kind: 'create', localId: 'offline-1', body: { item_name: 'Lamp' } },
      options(),
    );

    const result = await drainOutbox(storage, server.sender);

    expect(result.complete).toBe(true);
    expect(server.calls.map((call) => call.call)).toEqual(['fetch', 'create']);
    const conflict = storage.entries.get(edit.id)!;
    expect(conflict.status).toBe('conflict');
    expect(conflict.theirs?.notes).toBe('theirs');
    expect(server.byId.get('a')!.notes).toBe('theirs');

    // "Keep mine": it goes out over the version seen, with the same key.
    await storage.put(keepMine(conflict));
    await drainOutbox(storage, server.sender);
    expect(server.calls.at(-1)).toMatchObject({ call: 'update', key: edit.id });
    expect(server.byId.get('a')!.notes).toBe('mine');
    expect(storage.entries.size).toBe(0);
  });

  it('gives a photo of an item added offline the item the server created', async () => {
    const server = fakeServer([]);
    await enqueue(
      storage,
      { kind: 'create', localId: 'offline-1', body: { item_name: 'Lamp' } },
      options(),
    );
    const photo = await enqueue(
      storage,
      { kind: 'picture', itemId: 'offline-1', photo: new Blob(['x']), filename: 'lamp.jpg' },
      options(),
    );
    const synced: string[] = [];
    await drainOutbox(storage, server.sender, ({ item }) => synced.push(item.id));
    expect(server.calls.map((call) => [call.call, call.id ?? null])).toEqual([
      ['create', null],
      ['picture', 'server-1'],
    ]);
    expect(server.calls[1]!.key).toBe(photo.id);
    expect(synced).toEqual(['server-1', 'server-1']);
  });

  it('keeps a photo waiting while its item has not been created', async () => {
    const server = fakeServer([]);
    await enqueue(
      storage,
      { kind: 'create', localId: 'offline-1', body: { item_name: 'Lamp' } },
      options(),
    );
    await enqueue(
      storage,
      { kind: 'picture', itemId: 'offline-1', photo: new Blob(['x']), filename: 'lamp.jpg' },
      options(),
    );
    server.failNextWith(refused(422));
    await drainOutbox(storage, server.sender);
    expect(server.calls.map((call) => call.call)).toEqual(['create']);
    expect([...storage.entries.values()].map((entry) => entry.status).sort()).toEqual([
      'failed',
      'waiting',
    ]);
  });

  it('starts a later edit of the same item from the version the earlier one saved', async () => {
    const server = fakeServer([anItem({ id: 'a', updated_at: 'v0' })]);
    await enqueue(
      storage,
      { kind: 'update', itemId: 'a', changes: { notes: 'one' }, baseUpdatedAt: 'v0' },
      options(),
    );
    // A conflict-free second entry for the same item (e.g. made while the first was sending).
    await storage.put({
      id: 'key-late',
      seq: 5,
      createdAt: '2026-11-27T10:00:00Z',
      op: { kind: 'update', itemId: 'a', changes: { notes: 'two' }, baseUpdatedAt: 'v0' },
      status: 'waiting',
      attempts: 0,
      error: null,
    });
    await drainOutbox(storage, server.sender);
    expect(server.byId.get('a')!.notes).toBe('two');
    expect(storage.entries.size).toBe(0);
  });
});

describe('drainOutbox after a creation lost its answer', () => {
  it('looks for the item before sending it again, so it is saved once', async () => {
    const server = fakeServer([]);
    const found: string[] = [];
    server.sender.findCreated = async (body, since) => {
      found.push(since);
      return [...server.byId.values()].find((item) => item.item_name === body.item_name);
    };
    const createItem = server.sender.createItem;
    // The server saves the item, then the connection drops before the answer arrives.
    server.sender.createItem = async (body, key) => {
      await createItem(body, key);
      throw networkDown();
    };
    const entry = await enqueue(
      storage,
      { kind: 'create', localId: 'offline-1', body: { item_name: 'Lamp' } },
      options(),
    );
    const at = new Date('2026-11-27T10:05:00Z');
    expect((await drainOutbox(storage, server.sender, undefined, () => at)).complete).toBe(false);
    expect(storage.entries.get(entry.id)?.sentWithoutAnswerAt).toBe(at.toISOString());

    server.sender.createItem = createItem;
    const synced: string[] = [];
    await drainOutbox(storage, server.sender, ({ item }) => synced.push(item.id));
    expect(found).toEqual([at.toISOString()]);
    expect(server.byId.size).toBe(1);
    expect(synced).toEqual(['server-1']);
    expect(storage.entries.size).toBe(0);
  });
});
