import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;
interface Reply {
  response: string;
  sources: { inventory_items: { item_name: string }[] };
}

describe(`the assistant in a household (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let alex: Person;
  let sam: Person;
  let vera: Person;
  let home: string;

  const api = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who.auth,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });

  const ask = async (who: Person, query: string, householdId: string | null = home) => {
    t.clock.advance(1000);
    const response = await api(who, 'POST', '/query/chat', {
      query,
      ...(householdId ? { household_id: householdId } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<Reply>();
    return { ...reply, names: reply.sources.inventory_items.map((i) => i.item_name).sort() };
  };

  async function join(guest: Person, role: string) {
    await api(alex, 'POST', `/households/${home}/invitations`, { email: guest.email, role });
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.to.includes(guest.email)).at(-1)!;
    const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /token=([A-Za-z0-9_-]+)/.exec(text)![1];
    expect((await api(guest, 'POST', '/households/invitations/accept', { token })).statusCode).toBe(
      200,
    );
  }

  const add = async (who: Person, name: string, value: number, householdId?: string) => {
    const response = await api(who, 'POST', '/users/inventory', {
      item_name: name,
      estimated_value: value,
      ...(householdId ? { household_id: householdId } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    [alex, sam, vera] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    await api(alex, 'PUT', '/auth/update-profile', { full_name: 'Alex Morgan' });
    await api(sam, 'PUT', '/auth/update-profile', { full_name: 'Sam Lee' });
    home = (await api(alex, 'POST', '/households', { name: 'Maple Street' })).json().id;
    await join(sam, 'member');
    await join(vera, 'viewer');
    await add(sam, 'Rowing machine', 700, home);
    await add(alex, 'Old armchair', 120, home);
    // Those two were added ten days ago.
    await t.database.database.executeSql(
      `UPDATE inventory_items SET created_at = created_at - interval '10 days'
       WHERE household_id = $1`,
      [home],
    );
    await add(sam, 'Espresso grinder', 240, home);
    await add(sam, 'Kettle', 40, home);
    await add(alex, 'Bookshelf', 150, home);
    // Their own households stay apart.
    await add(alex, 'Diary', 10);
    await add(sam, 'Guitar', 500);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('"what do we own" answers about the whole household', async () => {
    const reply = await ask(vera, 'What do we own?');
    expect(reply.names).toEqual(
      ['Bookshelf', 'Espresso grinder', 'Kettle', 'Old armchair', 'Rowing machine'].sort(),
    );
    const worth = await ask(alex, 'How much is everything worth?');
    expect(worth.response).toContain('$1,250');
  });

  it('"what did Sam add last week" lists what Sam added in that time, named as Sam', async () => {
    const reply = await ask(alex, 'What did Sam add last week?');
    expect(reply.names).toEqual(['Espresso grinder', 'Kettle']);
    expect(reply.response).toContain('Sam Lee');
    const ever = await ask(vera, 'what has sam added');
    expect(ever.names).toEqual(['Espresso grinder', 'Kettle', 'Rowing machine']);
    const mine = await ask(alex, 'What did I add?');
    expect(mine.names).toEqual(['Bookshelf', 'Old armchair']);
  });

  it("keeps each member's own conversation; items another member added are shown as existing", async () => {
    const history = async (who: Person) => {
      const response = await api(who, 'GET', '/query/chat/history?limit=100');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        messages: {
          role: string;
          content: string;
          sources: { inventory_items: { item_name: string; exists: boolean }[] } | null;
        }[];
      }>().messages;
    };
    const question = 'Which things did Sam add to our home?';
    await ask(alex, question);
    const alexs = await history(alex);
    expect(alexs.map((m) => m.content)).toContain(question);
    const referenced = alexs.flatMap((m) => m.sources?.inventory_items ?? []);
    expect(referenced.map((i) => i.item_name)).toContain('Rowing machine');
    // Sam added them; Alex is a member of their household, so they exist for Alex.
    expect(referenced.every((item) => item.exists)).toBe(true);
    // Neither Sam nor the viewer sees what Alex asked, nor anything of Alex's answers.
    for (const other of [sam, vera]) {
      const theirs = await history(other);
      expect(theirs.map((m) => m.content)).not.toContain(question);
    }
    const stranger = await signedInUser(t);
    expect(await history(stranger)).toEqual([]);
  });

  it('without household_id it is the personal household; a stranger learns nothing', async () => {
    const personal = await ask(sam, 'What do I own?', null);
    expect(personal.names).toEqual(['Guitar']);
    const stranger = await signedInUser(t);
    const refused = await api(stranger, 'POST', '/query/chat', {
      query: 'What do we own?',
      household_id: home,
    });
    expect(refused.statusCode).toBe(404);
    const welcome = await api(alex, 'GET', `/query/chat/welcome?household_id=${home}`);
    expect(welcome.json().suggested_queries).toContainEqual(
      expect.stringMatching(/^What did (Sam|Test) add last week\?$/),
    );
    expect(
      (await api(stranger, 'GET', `/query/chat/welcome?household_id=${home}`)).statusCode,
    ).toBe(404);
  });

  it("once a member leaves, the household's items no longer show as existing in their history", async () => {
    await ask(vera, 'What do we own?');
    const left = await api(vera, 'POST', `/households/${home}/leave`);
    expect(left.statusCode, left.body).toBe(200);
    const response = await api(vera, 'GET', '/query/chat/history?limit=100');
    const referenced = response
      .json<{ messages: { sources: { inventory_items: { exists: boolean }[] } | null }[] }>()
      .messages.flatMap((m) => m.sources?.inventory_items ?? []);
    expect(referenced.length).toBeGreaterThan(0);
    expect(referenced.some((item) => item.exists)).toBe(false);
  });
});
