import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

describe(`a share sent to an e-mail address belongs to that address (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let owner: User;
  let addressee: User;
  let holderOfTheLink: User;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    [owner, addressee, holderOfTheLink] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  const claim = (user: User, token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/share/${token}/claim`,
      headers: user.auth,
      payload: {},
    });
  const view = (token: string, user?: User) =>
    t.app.inject({ url: `/api/share/${token}`, headers: user?.auth ?? {} });

  it('only the account with the address may claim it; anyone else with the link gets a clear 403', async () => {
    const item = await newItem(t, analyzer, owner.auth, { itemName: 'Ladder' });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/inventory/${item.id}/share`,
      headers: owner.auth,
      payload: { sharing_type: 'BORROW', notify_email: addressee.email.toUpperCase() },
    });
    expect(created.statusCode).toBe(201);
    const token = created.json().share_token as string;

    expect((await view(token, holderOfTheLink)).json()).toMatchObject({ can_claim: false });
    expect((await view(token)).json()).toMatchObject({ can_claim: true });
    expect((await view(token, addressee)).json()).toMatchObject({ can_claim: true });

    const refused = await claim(holderOfTheLink, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You cannot claim this item' });
    expect((await view(token)).json()).toMatchObject({ is_claimed: false });

    const claimed = await claim(addressee, token);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ success: true });
  });

  it('a link shared without an address stays claimable by whoever holds it', async () => {
    const item = await newItem(t, analyzer, owner.auth, { itemName: 'Tent' });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/inventory/${item.id}/share`,
      headers: owner.auth,
      payload: { sharing_type: 'BORROW' },
    });
    const token = created.json().share_token as string;
    expect((await claim(holderOfTheLink, token)).statusCode).toBe(200);
  });
});
