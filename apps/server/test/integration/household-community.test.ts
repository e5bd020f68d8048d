import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdWith } from '../support/households.js';
import { readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;
interface Listed {
  id: string;
  item_name: string;
  owner_name: string;
  is_own: boolean;
  is_available: boolean;
}

/**
 * Discovery and borrow requests of a shared household: its public items are the household's,
 * its members see them as their own, and requests reach everyone who may lend (owners and
 * members), any of whom answers; a viewer reads but does not answer.
 */
describe(`discovery and borrow requests of a household (${databaseKind})`, () => {
  let t: TestApp;
  let alex: Person;
  let sam: Person;
  let vera: Person;
  let neighbour: Person;
  let home: string;
  const ids: Record<string, string> = {};

  const api = (who: Person, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: who.auth,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });

  const publish = async (who: Person, name: string, householdId?: string) => {
    const created = await api(who, 'POST', '/users/inventory', {
      item_name: name,
      ...(householdId ? { household_id: householdId } : {}),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const shown = await api(who, 'PATCH', `/users/inventory/${id}/visibility`, { is_public: true });
    expect(shown.statusCode, shown.body).toBe(200);
    ids[name] = id;
  };

  const discover = async (who: Person) => {
    const response = await api(who, 'GET', '/public/items?per_page=100');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Listed[]; total_items: number }>();
  };

  const requestsOf = async (who: Person) => {
    const response = await api(who, 'GET', '/users/borrow-requests');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ requests: { id: string; item_name: string }[] }>().requests;
  };

  const notificationsOf = async (who: Person) => {
    const response = await api(who, 'GET', '/users/notifications');
    expect(response.statusCode, response.body).toBe(200);
    return JSON.stringify(response.json());
  };

  beforeAll(async () => {
    t = await buildTestApp();
    [alex, sam, vera, neighbour] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
    home = await householdWith(t, alex, [
      { person: sam, role: 'member' },
      { person: vera, role: 'viewer' },
    ]);
    await api(alex, 'PATCH', `/households/${home}`, { name: 'Maple Street' });
    await publish(sam, 'Cordless drill', home);
    await publish(alex, 'Camping tent', home);
    await publish(neighbour, 'Ladder');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("lists a household's public items once each, as the household's", async () => {
    const page = await discover(neighbour);
    const ours = page.items.filter(
      (item) => item.id === ids['Cordless drill'] || item.id === ids['Camping tent'],
    );
    expect(ours.map((item) => item.item_name).sort()).toEqual(['Camping tent', 'Cordless drill']);
    expect(page.total_items).toBe(page.items.length);
    expect(new Set(page.items.map((item) => item.id)).size).toBe(page.items.length);
    for (const item of ours) {
      expect(item.owner_name).toBe('Maple Street');
      expect(item.is_own).toBe(false);
      expect(item.is_available).toBe(true);
    }
  });

  it("shows every member the household's items as their own, never as others'", async () => {
    for (const member of [alex, sam, vera]) {
      const page = await discover(member);
      const byId = new Map(page.items.map((item) => [item.id, item]));
      for (const name of ['Cordless drill', 'Camping tent']) {
        expect(byId.get(ids[name]!)).toMatchObject({ is_own: true, is_available: false });
      }
      expect(byId.get(ids.Ladder!)).toMatchObject({ is_own: false, is_available: true });
      const one = await api(member, 'GET', `/public/items/${ids['Cordless drill']}`);
      expect(one.json()).toMatchObject({ is_own: true, is_available: false });
      // Asking to borrow what is one's own household's is refused, whoever added it.
      const asked = await api(
        member,
        'POST',
        `/public/items/${ids['Cordless drill']}/request-borrow`,
        {
          sharing_type: 'BORROW',
        },
      );
      expect(asked.statusCode, asked.body).toBe(400);
    }
  });

  it('a request reaches every owner and member; a viewer cannot answer, a member can', async () => {
    const asked = await api(
      neighbour,
      'POST',
      `/public/items/${ids['Camping tent']}/request-borrow`,
      {
        sharing_type: 'BORROW',
      },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = asked.json<{ request_id: string; owner_notified: boolean }>().request_id;
    expect(asked.json().owner_notified).toBe(true);

    // Alex added the tent; Sam (member) sees the request and is told too; the viewer is not.
    for (const lender of [alex, sam]) {
      expect((await requestsOf(lender)).map((r) => r.id)).toContain(requestId);
      expect(await notificationsOf(lender)).toContain('would like to borrow');
      const summary = await api(lender, 'GET', '/users/borrow-requests/summary');
      expect(summary.json()).toMatchObject({ pending: 1 });
    }
    expect((await requestsOf(vera)).map((r) => r.id)).not.toContain(requestId);
    expect(await notificationsOf(vera)).not.toContain('would like to borrow');
    const mails = await readOutbox(t.outboxDir);
    for (const lender of [alex, sam]) {
      expect(mails.some((m) => m.to.includes(lender.email) && /borrow/i.test(m.raw))).toBe(true);
    }

    const viewerAnswer = await api(vera, 'PATCH', `/users/borrow-requests/${requestId}`, {
      action: 'APPROVE',
    });
    expect(viewerAnswer.statusCode, viewerAnswer.body).toBe(403);
    const strangerAnswer = await api(neighbour, 'PATCH', `/users/borrow-requests/${requestId}`, {
      action: 'APPROVE',
    });
    expect(strangerAnswer.statusCode).toBe(404);
    // Nothing changed: still pending for everyone who lends.
    expect(
      (await api(alex, 'GET', '/users/borrow-requests?status=PENDING')).json().requests,
    ).toHaveLength(1);

    // Sam, a member, approves a request on the item Alex added.
    const approved = await api(sam, 'PATCH', `/users/borrow-requests/${requestId}`, {
      action: 'APPROVE',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', share_created: true });
    const sent = await api(neighbour, 'GET', '/users/sent-borrow-requests');
    expect(sent.json().requests[0]).toMatchObject({ id: requestId, status: 'APPROVED' });
  });

  it('the other lender declines a second request; an owner may too', async () => {
    const asked = await api(
      neighbour,
      'POST',
      `/public/items/${ids['Cordless drill']}/request-borrow`,
      {
        sharing_type: 'BORROW',
      },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = asked.json<{ request_id: string }>().request_id;
    const denied = await api(alex, 'PATCH', `/users/borrow-requests/${requestId}`, {
      action: 'DENY',
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json()).toMatchObject({ status: 'DENIED' });
  });
});
