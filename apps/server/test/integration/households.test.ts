import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** The invitation link's token and the code in the newest invitation mail to `email`. */
async function invitationSecrets(t: TestApp, email: string) {
  const mail = (await readOutbox(t.outboxDir)).filter((m) => m.to.includes(email)).at(-1)!;
  // The body is quoted-printable.
  const text = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const token = /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const code = /code (\d{6})/.exec(text)?.[1];
  return { token: token!, code: code!, subject: mail.subject };
}

describe(`households (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let alex: Person;
  let sam: Person;
  let vera: Person;
  let stranger: Person;
  let home: string;

  const api = (
    who: Person | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function invite(who: Person, householdId: string, email: string, role: string) {
    return api(who, 'POST', `/households/${householdId}/invitations`, { email, role });
  }

  async function join(owner: Person, householdId: string, guest: Person, role: string) {
    expect((await invite(owner, householdId, guest.email, role)).statusCode).toBe(201);
    const { token } = await invitationSecrets(t, guest.email);
    const accepted = await api(guest, 'POST', '/households/invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
    return accepted.json().household;
  }

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    [alex, sam, vera, stranger] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('gives every account a personal household it owns, and items carry it and who added them', async () => {
    const list = (await api(alex, 'GET', '/households')).json();
    expect(list.households).toHaveLength(1);
    expect(list.households[0]).toMatchObject({
      role: 'owner',
      member_count: 1,
      is_personal: true,
      name: "Test Person's home",
    });
    const item = await newItem(t, analyzer, alex.auth, { itemName: 'Drill' });
    const shown = (await api(alex, 'GET', `/users/inventory/${item.id}`)).json();
    expect(shown.household_id).toBe(list.households[0].id);
    expect(shown.added_by).toEqual({ id: alex.userId, full_name: 'Test Person' });
  });

  it('creates and renames a household; its creator is the owner', async () => {
    const created = await api(alex, 'POST', '/households', { name: '  Maple Street  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Maple Street',
      role: 'owner',
      member_count: 1,
      is_personal: false,
    });
    home = created.json().id;
    const renamed = await api(alex, 'PATCH', `/households/${home}`, { name: 'Maple St. 4' });
    expect(renamed.json().name).toBe('Maple St. 4');
    const empty = await api(alex, 'POST', '/households', { name: ' ' });
    expect(empty.statusCode).toBe(422);
  });

  it('a member invited by mail sees and edits the household items; "added by" names who', async () => {
    const added = await api(alex, 'POST', '/users/inventory', {
      item_name: 'Sofa',
      estimated_value: 400,
      household_id: home,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().household_id).toBe(home);
    const joined = await join(alex, home, sam, 'member');
    expect(joined).toMatchObject({ id: home, role: 'member', member_count: 2 });
    const { subject } = await invitationSecrets(t, sam.email);
    expect(subject).toContain('Maple St. 4');

    const list = (await api(sam, 'GET', `/users/inventory?household_id=${home}`)).json();
    expect(list.items.map((i: { item_name: string }) => i.item_name)).toEqual(['Sofa']);
    const edited = await api(sam, 'PATCH', `/users/inventory/${added.json().id}`, {
      location: 'Living room',
    });
    expect(edited.statusCode).toBe(200);
    const samsOwn = await api(sam, 'POST', '/users/inventory', {
      item_name: 'Lamp',
      estimated_value: 50,
      household_id: home,
    });
    expect(samsOwn.json().added_by.id).toBe(sam.userId);
    const notices = (await api(alex, 'GET', '/users/notifications')).json().notifications;
    expect(notices[0]).toMatchObject({
      kind: 'household_items_added',
      title: 'Test Person added 1 item',
      body: 'to Maple St. 4',
    });
    // Their personal inventories stay apart.
    const alexPersonal = (await api(alex, 'GET', '/users/inventory')).json();
    expect(alexPersonal.items.map((i: { item_name: string }) => i.item_name)).toEqual(['Drill']);
  });

  it('export and statistics cover the household', async () => {
    const stats = (await api(sam, 'GET', `/users/statistics?household_id=${home}`)).json();
    expect(stats.net_worth.total_value).toBe(450);
    const csv = await api(sam, 'GET', `/users/inventory/export?format=csv&household_id=${home}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Sofa');
    expect(csv.body).toContain('Lamp');
    expect(csv.body).not.toContain('Drill');
  });

  it('a viewer reads but every write answers 403; a stranger gets 404', async () => {
    await join(alex, home, vera, 'viewer');
    const [item] = (await api(vera, 'GET', `/users/inventory?household_id=${home}`)).json().items;
    expect((await api(vera, 'GET', `/users/inventory/${item.id}`)).statusCode).toBe(200);
    const writes = [
      api(vera, 'PATCH', `/users/inventory/${item.id}`, { notes: 'mine now' }),
      api(vera, 'DELETE', `/users/inventory/${item.id}`),
      api(vera, 'PATCH', `/users/inventory/${item.id}/visibility`, { is_public: true }),
      api(vera, 'POST', '/users/inventory', { item_name: 'X', household_id: home }),
      api(vera, 'POST', `/households/${home}/invitations`, { email: 'x@example.com' }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toEqual(expect.any(String));
    }
    for (const response of [
      await api(stranger, 'GET', `/users/inventory/${item.id}`),
      await api(stranger, 'PATCH', `/users/inventory/${item.id}`, { notes: 'x' }),
      await api(stranger, 'GET', `/users/inventory?household_id=${home}`),
      await api(stranger, 'GET', `/households/${home}/members`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const after = (await api(alex, 'GET', `/users/inventory/${item.id}`)).json();
    expect(after.notes).toBeNull();
  });

  it('lists members, changes roles, and a removed member gets 404 on every household item', async () => {
    const members = (await api(sam, 'GET', `/households/${home}/members`)).json().members;
    expect(members.map((m: { role: string }) => m.role)).toEqual(['owner', 'member', 'viewer']);
    const promoted = await api(alex, 'PATCH', `/households/${home}/members/${vera.userId}`, {
      role: 'member',
    });
    expect(promoted.statusCode).toBe(200);
    expect(
      (await api(sam, 'PATCH', `/households/${home}/members/${vera.userId}`, { role: 'owner' }))
        .statusCode,
    ).toBe(403);
    const removed = await api(alex, 'DELETE', `/households/${home}/members/${vera.userId}`);
    expect(removed.statusCode).toBe(200);
    const items = (await api(alex, 'GET', `/users/inventory?household_id=${home}`)).json().items;
    for (const item of items) {
      expect((await api(vera, 'GET', `/users/inventory/${item.id}`)).statusCode).toBe(404);
    }
    expect((await api(vera, 'GET', `/users/inventory?household_id=${home}`)).statusCode).toBe(404);
    const veraHouseholds = (await api(vera, 'GET', '/households')).json().households;
    expect(veraHouseholds.map((h: { id: string }) => h.id)).not.toContain(home);
  });

  it('accepts by the mailed code too, for the invited address only', async () => {
    const other = await api(alex, 'POST', '/households', { name: 'Cabin' });
    const cabin = other.json().id;
    await invite(alex, cabin, vera.email, 'viewer');
    const { code } = await invitationSecrets(t, vera.email);
    expect(
      (await api(stranger, 'POST', '/households/invitations/accept', { code })).statusCode,
    ).toBe(400);
    const accepted = await api(vera, 'POST', '/households/invitations/accept', { code });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().household).toMatchObject({ id: cabin, role: 'viewer' });
  });

  it('answers bad invitations and membership changes with clear 4xx errors', async () => {
    const self = await invite(alex, home, alex.email, 'member');
    expect(self.statusCode).toBe(422);
    const existing = await invite(alex, home, sam.email, 'member');
    expect(existing.statusCode).toBe(409);
    const role = await invite(alex, home, 'new@example.com', 'admin');
    expect(role.statusCode).toBe(422);

    await invite(alex, home, stranger.email, 'member');
    const { token } = await invitationSecrets(t, stranger.email);
    const listed = (await api(alex, 'GET', `/households/${home}/invitations`)).json().invitations;
    const pending = listed.find((i: { email: string }) => i.email === stranger.email);
    const revoked = await api(alex, 'DELETE', `/households/${home}/invitations/${pending.id}`);
    expect(revoked.statusCode).toBe(200);
    const afterRevoke = await api(stranger, 'POST', '/households/invitations/accept', { token });
    expect(afterRevoke.statusCode).toBe(410);
    expect(afterRevoke.json().detail).toMatch(/revoked/);

    await invite(alex, home, stranger.email, 'member');
    const fresh = await invitationSecrets(t, stranger.email);
    // Seven days on: the invitation's end passes (the sessions' would too, so only it moves).
    await t.database.database.executeSql(
      'UPDATE household_invitations SET expires_at = $1 WHERE accepted_at IS NULL AND revoked_at IS NULL AND lower(email) = lower($2)',
      [new Date(t.clock.now().getTime() - 1000), stranger.email],
    );
    const expired = await api(stranger, 'POST', '/households/invitations/accept', {
      token: fresh.token,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toMatch(/expired/);

    const lastOwner = await api(alex, 'POST', `/households/${home}/leave`);
    expect(lastOwner.statusCode).toBe(409);
    const stepDown = await api(alex, 'PATCH', `/households/${home}/members/${alex.userId}`, {
      role: 'member',
    });
    expect(stepDown.statusCode).toBe(409);
    const personal = (await api(sam, 'GET', '/households')).json().households[0];
    expect((await api(sam, 'POST', `/households/${personal.id}/leave`)).statusCode).toBe(409);
    expect((await api(sam, 'POST', `/households/${home}/leave`)).statusCode).toBe(200);
  });

  it("keeps what a deleted member added in the household, and a shared personal household's items", async () => {
    const leaver = await signedInUser(t);
    const shared = (await api(leaver, 'GET', '/households')).json().households[0].id;
    await join(alex, home, leaver, 'member');
    await join(leaver, shared, alex, 'member');
    const added = await api(leaver, 'POST', '/users/inventory', {
      item_name: 'Bike',
      household_id: home,
    });
    await api(leaver, 'POST', '/users/inventory', { item_name: 'Kettle', household_id: shared });
    expect(added.json().added_by.id).toBe(leaver.userId);
    const deleted = await api(leaver, 'DELETE', '/auth/delete-account');
    expect(deleted.statusCode).toBe(200);
    const bike = await api(alex, 'GET', `/users/inventory/${added.json().id}`);
    expect(bike.statusCode).toBe(200);
    expect(bike.json().added_by.id).toBe(alex.userId);
    const kettle = (await api(alex, 'GET', `/users/inventory?household_id=${shared}`)).json();
    expect(kettle.items.map((i: { item_name: string }) => i.item_name)).toEqual(['Kettle']);
    const households = (await api(alex, 'GET', '/households')).json().households;
    expect(households.find((h: { id: string }) => h.id === shared)).toMatchObject({
      role: 'owner',
      member_count: 1,
    });
  });

  it('accepting twice answers 409 and caps pending invitations', async () => {
    const cap = await api(alex, 'POST', '/households', { name: 'Busy' });
    const busy = cap.json().id;
    await invite(alex, busy, stranger.email, 'member');
    const { token } = await invitationSecrets(t, stranger.email);
    expect(
      (await api(stranger, 'POST', '/households/invitations/accept', { token })).statusCode,
    ).toBe(200);
    const twice = await api(stranger, 'POST', '/households/invitations/accept', { token });
    expect(twice.statusCode).toBe(409);
    for (let i = 0; i < 50; i++) {
      expect((await invite(alex, busy, `guest${i}@example.com`, 'viewer')).statusCode).toBe(201);
    }
    const over = await invite(alex, busy, 'guest-over@example.com', 'viewer');
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('too_many_invitations');
  });
});
