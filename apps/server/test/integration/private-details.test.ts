import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { latestCode } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import {
  buildTestApp,
  login,
  signedInUser,
  uniqueEmail,
  type TestApp,
} from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

const PLACE = 'Living Room, 221B Baker Street';
const NOTES = 'alarm code owl-moon-kettle, key under the mat';
/**
 * What must never leave the owner: the room and street, the notes. Never digits alone: an id or a
 * timestamp may hold any four of them by chance.
 */
const SECRETS = ['Baker', 'Living Room', 'owl-moon-kettle', 'under the mat'];

describe(`private details stay with the owner (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: User;
  let borrower: User;
  let stranger: User;
  let item: { id: string; item_name: string; source_file_id: string };
  let shareToken: string;

  const setProfile = (user: User, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/update-profile', headers: user.auth, payload });
  const discover = (user: User, query = '') =>
    t.app.inject({ url: `/api/public/items?${query}`, headers: user.auth });
  const expectNoSecrets = (body: string) => {
    for (const secret of SECRETS) expect(body).not.toContain(secret);
  };

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    [owner, borrower, stranger] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
    item = await newItem(t, analyzer, owner.auth, {
      itemName: 'Pressure washer',
      itemCategory: 'tools',
      location: PLACE,
      tags: ['garden', 'spare-key-tag'],
    });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/inventory/${item.id}`,
      headers: owner.auth,
      payload: { notes: NOTES },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const published = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/inventory/${item.id}/visibility`,
      headers: owner.auth,
      payload: { is_public: true },
    });
    expect(published.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows no place at all on public views until the owner chooses an area', async () => {
    const page = (await discover(stranger)).json();
    const card = page.items.find((i: { id: string }) => i.id === item.id);
    expect(card).toMatchObject({ location: null, owner_location: null });
    expect(page.available_locations).toEqual([]);
    expectNoSecrets(JSON.stringify(page));
    expect((await discover(stranger, 'location=baker')).json().items).toEqual([]);
  });

  it('lets the owner choose a town or district in the profile, and clear it again', async () => {
    expect((await setProfile(owner, { public_area: 'x'.repeat(61) })).statusCode).toBe(422);
    expect((await setProfile(owner, {})).statusCode).toBe(422);
    const cleared = await setProfile(owner, { public_area: '   ' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ public_area: null, full_name: 'Test Person' });
    const set = await setProfile(owner, { public_area: ' Kensington ' });
    expect(set.json()).toMatchObject({ public_area: 'Kensington', full_name: 'Test Person' });
    const renamed = await setProfile(owner, { full_name: 'Ada Lovelace' });
    expect(renamed.json()).toMatchObject({ public_area: 'Kensington', full_name: 'Ada Lovelace' });
    const signedIn = await login(t, owner.email, owner.password);
    expect(signedIn.json().user).toMatchObject({ public_area: 'Kensington' });
  });

  it('publishes only that area in Discover items, facets and the location filter', async () => {
    const page = (await discover(stranger)).json();
    const card = page.items.find((i: { id: string }) => i.id === item.id);
    expect(card).toMatchObject({ location: 'Kensington', owner_location: 'Kensington' });
    expect(page.available_locations).toEqual(['Kensington']);
    expectNoSecrets(JSON.stringify(page));
    const names = async (query: string) =>
      (await discover(stranger, query)).json().items.map((i: { id: string }) => i.id);
    expect(await names('location=kensing')).toEqual([item.id]);
    expect(await names('location=living')).toEqual([]);
    // The owner's notes and rooms cannot be found by searching either.
    expect(await names('search=alarm')).toEqual([]);
    expect(await names('search=baker')).toEqual([]);
    expect(await names('search=washer')).toEqual([item.id]);
  });

  it('shows the same area on the share page and nothing of the room or street', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/inventory/${item.id}/share`,
      headers: owner.auth,
      payload: { sharing_type: 'BORROW', notes: 'Please bring it back clean' },
    });
    expect(created.statusCode, created.body).toBe(201);
    shareToken = created.json().share_token;
    const view = await t.app.inject({ url: `/api/share/${shareToken}` });
    expect(view.json()).toMatchObject({
      owner: { name: 'Ada Lovelace', approximate_location: 'Kensington' },
      notes: 'Please bring it back clean',
    });
    expectNoSecrets(view.body);
  });

  it('shows a borrower what the share page shows, not the owner’s notes, rooms or account', async () => {
    const claimed = await t.app.inject({
      method: 'POST',
      url: `/api/share/${shareToken}/claim`,
      headers: borrower.auth,
      payload: {},
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const list = await t.app.inject({
      url: '/api/users/inventory?sharing_status=borrowed',
      headers: borrower.auth,
    });
    const listed = list.json().items;
    expect(listed.map((i: { id: string }) => i.id)).toEqual([item.id]);
    const detail = await t.app.inject({
      url: `/api/users/inventory/${item.id}`,
      headers: borrower.auth,
    });
    expect(detail.statusCode).toBe(200);
    for (const [body, shown] of [
      [list.body, listed[0]],
      [detail.body, detail.json()],
    ]) {
      expect(shown).toMatchObject({
        item_name: 'Pressure washer',
        item_category: 'tools',
        location: 'Kensington',
        notes: null,
        user_id: null,
        source_file_id: null,
        source_image_url: null,
        tags: [],
        sharing_info: { is_borrowed: true, borrowed_from_name: 'Ada Lovelace' },
      });
      expect(shown.image_url).toMatch(/^\/files\//);
      expectNoSecrets(body);
      expect(body).not.toContain('spare-key-tag');
    }
    // The owner still sees everything of their own item.
    const own = await t.app.inject({ url: `/api/users/inventory/${item.id}`, headers: owner.auth });
    expect(own.json()).toMatchObject({ location: PLACE, notes: NOTES, user_id: owner.userId });
  });

  it('lets the assistant tell a borrower nothing the share page does not show', async () => {
    for (const query of [
      'what have I borrowed?',
      'where is the pressure washer?',
      'tell me about the pressure washer',
    ]) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/query/chat',
        headers: borrower.auth,
        payload: { query },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.body).toContain('ressure washer');
      expectNoSecrets(reply.body);
    }
  });

  it('names a person without a full name neutrally, never by a part of their address', async () => {
    const email = uniqueEmail('grace.hopper');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Circle-pass-123' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { 'x-verification-token': registered.json().verification_token },
      payload: { code: await latestCode(t.outboxDir, email) },
    });
    const token = (await login(t, email, 'Circle-pass-123')).json().access_token;
    const auth = { authorization: `Bearer ${token}` };
    const nameless = await newItem(t, analyzer, auth, { itemName: 'Sewing machine' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/inventory/${nameless.id}/visibility`,
      headers: auth,
      payload: { is_public: true },
    });
    const page = await discover(stranger, 'search=sewing');
    expect(page.json().items[0]).toMatchObject({ owner_name: 'A Circle member' });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/inventory/${nameless.id}/share`,
      headers: auth,
      payload: { sharing_type: 'BORROW' },
    });
    const view = await t.app.inject({ url: `/api/share/${created.json().share_token}` });
    expect(view.json().owner.name).toBe('A Circle member');
    await t.app.inject({
      method: 'POST',
      url: `/api/share/${created.json().share_token}/claim`,
      headers: borrower.auth,
      payload: {},
    });
    const borrowed = await t.app.inject({
      url: `/api/users/inventory/${nameless.id}`,
      headers: borrower.auth,
    });
    expect(borrowed.json().sharing_info.borrowed_from_name).toBe('A Circle member');
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/query/chat',
      headers: borrower.auth,
      payload: { query: 'who did I borrow the sewing machine from?' },
    });
    for (const body of [page.body, view.body, borrowed.body, chat.body]) {
      expect(body).not.toContain('grace');
    }
  });
});
