import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;

describe(`merging many items into one (${databaseKind})`, () => {
  let t: TestApp;
  let owner: Person;
  let member: Person;
  let viewer: Person;
  let stranger: Person;
  let home: string;

  const api = (who: Person | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const merge = (who: Person | null, payload: unknown) =>
    api(who, 'POST', '/users/inventory/merge', payload);
  const add = async (who: Person, fields: Record<string, unknown>) => {
    const response = await api(who, 'POST', '/users/inventory', fields);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string };
  };
  const status = async (who: Person, id: string) =>
    (await api(who, 'GET', `/users/inventory/${id}`)).statusCode;

  async function join(guest: Person, role: 'member' | 'viewer') {
    const invited = await api(owner, 'POST', `/households/${home}/invitations`, {
      email: guest.email,
      role,
    });
    expect(invited.statusCode).toBe(201);
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.to.includes(guest.email)).at(-1)!;
    const text = mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const token = /token=([A-Za-z0-9_-]+)/.exec(text)![1];
    expect((await api(guest, 'POST', '/households/invitations/accept', { token })).statusCode).toBe(
      200,
    );
  }

  beforeAll(async () => {
    t = await buildTestApp();
    [owner, member, viewer, stranger] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
    home = (await api(owner, 'POST', '/households', { name: 'Merge home' })).json().id;
    await join(member, 'member');
    await join(viewer, 'viewer');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('folds the others into the kept item in one action: quantities add, tags and notes combine', async () => {
    const keep = await add(owner, {
      item_name: 'HDMI cable',
      quantity: 2,
      tags: ['cables'],
      notes: 'In the TV drawer',
    });
    const second = await add(owner, {
      item_name: 'HDMI cable (long)',
      quantity: 3,
      brand: 'Belkin',
      estimated_value: 12,
      tags: ['cables', 'long'],
      notes: 'Two of them are 3 m',
    });
    const third = await add(owner, {
      item_name: 'Cable',
      quantity: 1,
      condition: 'good',
      tags: ['spare'],
      notes: 'In the TV drawer',
    });
    const response = await merge(owner, {
      item_ids: [second.id, keep.id, third.id],
      keep_id: keep.id,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.deleted_ids.sort()).toEqual([second.id, third.id].sort());
    expect(body.item).toMatchObject({
      id: keep.id,
      item_name: 'HDMI cable',
      quantity: 6,
      brand: 'Belkin',
      estimated_value: 12,
      condition: 'good',
      tags: ['cables', 'long', 'spare'],
      notes: 'In the TV drawer\n\nTwo of them are 3 m',
    });
    expect(await status(owner, second.id)).toBe(404);
    expect(await status(owner, third.id)).toBe(404);
    const list = (await api(owner, 'GET', '/users/inventory?search=cable')).json();
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([keep.id]);
  });

  it('works on a household’s items for its members, refuses viewers and strangers, changing nothing', async () => {
    const a = await add(owner, { item_name: 'Tent', quantity: 1, household_id: home });
    const b = await add(owner, { item_name: 'Tent', quantity: 1, household_id: home });
    const c = await add(owner, { item_name: 'Tent', quantity: 2, household_id: home });

    const byViewer = await merge(viewer, { item_ids: [a.id, b.id], keep_id: a.id });
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().detail).toMatch(/Viewers/);
    const byStranger = await merge(stranger, { item_ids: [a.id, b.id], keep_id: a.id });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().detail).toBeDefined();
    expect(await status(owner, b.id)).toBe(200);

    const byMember = await merge(member, { item_ids: [a.id, b.id, c.id], keep_id: c.id });
    expect(byMember.statusCode).toBe(200);
    expect(byMember.json().item).toMatchObject({ id: c.id, quantity: 4, household_id: home });
    expect(await status(owner, a.id)).toBe(404);
    expect(await status(owner, b.id)).toBe(404);

    // One household at a time: the owner's personal item does not fold into the shared one.
    const personal = await add(owner, { item_name: 'Tent', quantity: 1 });
    const across = await merge(owner, { item_ids: [c.id, personal.id], keep_id: c.id });
    expect(across.statusCode).toBe(422);
    expect(across.json().detail).toMatch(/same household/);
    expect(await status(owner, personal.id)).toBe(200);
    expect((await api(owner, 'GET', `/users/inventory/${c.id}`)).json().quantity).toBe(4);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const a = await add(owner, { item_name: 'Lamp', quantity: 1 });
    const b = await add(owner, { item_name: 'Lamp', quantity: 1 });
    const theirs = await add(stranger, { item_name: 'Lamp', quantity: 1 });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const payload of [
      {},
      { item_ids: [a.id], keep_id: a.id },
      { item_ids: [a.id, a.id], keep_id: a.id },
      { item_ids: [a.id, b.id] },
      { item_ids: [a.id, b.id], keep_id: unknown },
      { item_ids: [a.id, 'not-an-id'], keep_id: a.id },
      { item_ids: [a.id, b.id], keep_id: a.id, delete: true },
      { item_ids: Array.from({ length: 101 }, () => a.id), keep_id: a.id },
      { item_ids: `${a.id},${b.id}`, keep_id: a.id },
    ]) {
      const response = await merge(owner, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(response.json().detail).toBeDefined();
    }
    for (const foreign of [theirs.id, unknown]) {
      const response = await merge(owner, { item_ids: [a.id, foreign], keep_id: a.id });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBeDefined();
    }
    expect((await merge(null, { item_ids: [a.id, b.id], keep_id: a.id })).statusCode).toBe(401);

    // An item out on loan (or asked for) stays until its share ends.
    const shared = await api(owner, 'POST', `/users/inventory/${b.id}/share`, {
      sharing_type: 'BORROW',
    });
    expect(shared.statusCode).toBeLessThan(300);
    const lent = await merge(owner, { item_ids: [a.id, b.id], keep_id: a.id });
    expect(lent.statusCode).toBe(409);
    expect(lent.json().detail).toMatch(/Lamp/);

    // Notes that together would not fit one item are not cut off.
    const c = await add(owner, { item_name: 'Lamp', notes: 'x'.repeat(3000) });
    const d = await add(owner, { item_name: 'Lamp', notes: 'y'.repeat(3000) });
    const long = await merge(owner, { item_ids: [c.id, d.id], keep_id: c.id });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toMatch(/notes/);

    for (const id of [a.id, b.id, c.id, d.id]) expect(await status(owner, id)).toBe(200);
    expect(await status(stranger, theirs.id)).toBe(200);
  });
});
