import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzedItem, FakeAnalyzer } from '../support/fake-analyzer.js';
import { readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;

describe(`a household's files and what members hear (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let alex: Person;
  let sam: Person;
  let vera: Person;
  let home: string;
  let fileId: string;

  const api = (who: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who.auth,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });

  async function join(guest: Person, role: string) {
    await api(alex, 'POST', `/households/${home}/invitations`, { email: guest.email, role });
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.to.includes(guest.email)).at(-1)!;
    const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /token=([A-Za-z0-9_-]+)/.exec(text)![1];
    expect((await api(guest, 'POST', '/households/invitations/accept', { token })).statusCode).toBe(
      200,
    );
  }

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    [alex, sam, vera] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    home = (await api(alex, 'POST', '/households', { name: 'Maple Street' })).json().id;
    await join(sam, 'member');
    await join(vera, 'viewer');
    // Sam uploads one list of four things into the household at once.
    analyzer.next = async () => ({
      aiDescription: 'A list.',
      extractedText: 'Drill, Ladder, Tent, Lamp',
      items: ['Drill', 'Ladder', 'Tent', 'Lamp'].map((name) => analyzedItem({ itemName: name })),
    });
    const uploaded = await upload(t.app, sam.auth, {
      content_type: 'text',
      text_content: 'Drill, Ladder, Tent, Lamp',
      household_id: home,
    });
    expect(uploaded.statusCode).toBe(201);
    fileId = uploaded.json().id;
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a batch added at once gives every other member one notification', async () => {
    for (const member of [alex, vera]) {
      const notices = (await api(member, 'GET', '/users/notifications')).json().notifications;
      const added = notices.filter((n: { kind: string }) => n.kind === 'household_items_added');
      expect(added).toEqual([
        expect.objectContaining({ title: 'Test Person added 4 items', body: 'to Maple Street' }),
      ]);
    }
    const own = (await api(sam, 'GET', '/users/notifications')).json().notifications;
    expect(own.some((n: { kind: string }) => n.kind === 'household_items_added')).toBe(false);
  });

  it("members see the household's files; viewers read but may not delete; outsiders see nothing", async () => {
    for (const member of [alex, vera]) {
      const list = (await api(member, 'GET', `/users/files?household_id=${home}`)).json();
      expect(list.files.map((f: { id: string }) => f.id)).toEqual([fileId]);
      const withItems = (
        await api(member, 'GET', `/users/files-with-inventory?household_id=${home}`)
      ).json();
      expect(withItems.files[0].inventory_items).toHaveLength(4);
      const one = await api(member, 'GET', `/users/files/${fileId}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().inventory_items).toHaveLength(4);
    }
    // Their personal lists stay apart.
    expect((await api(alex, 'GET', '/users/files')).json().files).toEqual([]);
    const refused = await api(vera, 'DELETE', `/users/files/${fileId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toMatch(/Viewers/);
    const stranger = await signedInUser(t);
    expect((await api(stranger, 'GET', `/users/files/${fileId}`)).statusCode).toBe(404);
    expect((await api(stranger, 'GET', `/users/files?household_id=${home}`)).statusCode).toBe(404);
    expect((await api(stranger, 'DELETE', `/users/files/${fileId}`)).statusCode).toBe(404);
    expect((await api(alex, 'GET', `/users/files/${fileId}`)).statusCode).toBe(200);
  });

  it('another member may delete the file someone else uploaded, with its items', async () => {
    const deleted = await api(alex, 'DELETE', `/users/files/${fileId}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deleted_items_count).toBe(4);
    const items = (await api(sam, 'GET', `/users/inventory?household_id=${home}`)).json().items;
    expect(items).toEqual([]);
  });
});
