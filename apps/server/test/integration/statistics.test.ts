import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzedItem, FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';
import { upload } from '../support/upload.js';

describe(`dashboard statistics (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  let lender: Awaited<ReturnType<typeof signedInUser>>;
  const stats = (query = '') =>
    t.app
      .inject({ url: `/api/users/statistics${query}`, headers: user.auth })
      .then((r) => r.json());

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    user = await signedInUser(t);
    lender = await signedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts empty: no value, Newcomer, no badges', async () => {
    const body = await stats();
    expect(body.net_worth).toEqual({
      total_value: 0,
      currency: 'USD',
      verified_value: 0,
      unverified_value: 0,
      by_category: [],
    });
    expect(body.achievements).toMatchObject({
      rank: { name: 'Newcomer' },
      badges_earned: [],
      progress_to_next_rank: 0,
      completion_score: 0,
    });
    expect(body.achievements.next_milestone).toMatchObject({ badge: expect.any(String) });
    expect(body.activity.uploads_per_day).toHaveLength(30);
    expect(body.cached).toBe(false);
  });

  it('adds up a hand-computed collection, owned items only, and earns First Steps', async () => {
    analyzer.next = async () => ({
      aiDescription: 'A list.',
      extractedText: null,
      items: [
        analyzedItem({
          itemName: 'Sonos One',
          brand: 'Sonos',
          itemCategory: 'electronics',
          estimatedValue: 199,
          quantity: 2,
          location: 'Living Room',
          condition: 'good',
        }),
        analyzedItem({
          itemName: 'Sofa',
          brand: 'IKEA',
          itemCategory: 'furniture',
          estimatedValue: 450,
          location: 'Living Room',
        }),
        analyzedItem({
          itemName: 'Mixer',
          brand: 'KitchenAid',
          itemCategory: 'kitchenware',
          estimatedValue: 379,
        }),
        analyzedItem({
          itemName: 'Apples',
          itemCategory: 'chemical_perishable',
          estimatedValue: null,
          tags: [],
        }),
      ],
    });
    const uploaded = await upload(t.app, user.auth, {
      file: { buffer: Buffer.from('a list'), filename: 'list.txt' },
      content_type: 'text',
    });
    const sofa = (uploaded.json().inventory_items as { id: string; item_name: string }[]).find(
      (i) => i.item_name === 'Sofa',
    )!;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/inventory/${sofa.id}`,
      headers: user.auth,
      payload: { is_verified: true },
    });

    // A borrowed item must not count towards net worth.
    const lent = await newItem(t, analyzer, lender.auth, {
      itemName: 'Ladder',
      estimatedValue: 5000,
    });
    const share = (
      await t.app.inject({
        method: 'POST',
        url: `/api/users/inventory/${lent.id}/share`,
        headers: lender.auth,
        payload: { sharing_type: 'BORROW' },
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/share/${share.share_token}/claim`,
      headers: user.auth,
      payload: {},
    });

    const body = await stats();
    expect(body.net_worth).toMatchObject({
      total_value: 1227,
      verified_value: 450,
      unverified_value: 777,
    });
    expect(body.net_worth.by_category).toEqual([
      { category: 'furniture', value: 450, count: 1 },
      { category: 'electronics', value: 398, count: 1 },
      { category: 'kitchenware', value: 379, count: 1 },
      { category: 'chemical_perishable', value: 0, count: 1 },
    ]);
    expect(body.inventory_summary).toMatchObject({
      total_items: 4,
      total_files: 1,
      photo_files: 0,
      document_files: 1,
      categories: 4,
      verified_items: 1,
      borrowed_items: 1,
      lent_items: 0,
    });
    expect(body.inventory_summary.top_brands.map((b: { brand: string }) => b.brand).sort()).toEqual(
      ['IKEA', 'KitchenAid', 'Sonos'],
    );
    expect(body.achievements.badges_earned.map((b: { name: string }) => b.name)).toEqual([
      'First Steps',
    ]);
    expect(body.achievements.badges_earned[0].earned_at).toBe(t.clock.now().toISOString());
    expect(body.activity.current_streak).toBe(1);
    expect(body.activity.uploads_per_day.at(-1)).toEqual({
      date: t.clock.now().toISOString().slice(0, 10),
      count: 1,
    });
    expect(body.activity.recent_events[0].description).toMatch(/list\.txt: 4 items found/);
    // brand 3 + condition 1 + value 3 + location 2 + description 4 + tags 3 = 16 of 24 fields.
    expect(body.achievements.completion_score).toBe(Math.round((16 / 24) * 100));
    expect(
      (await t.app.inject({ url: '/api/users/statistics', headers: lender.auth })).json()
        .inventory_summary.lent_items,
    ).toBe(1);
  });

  it('is cached until the user changes something, or refresh=true', async () => {
    const first = await stats();
    const second = await stats();
    expect(second.cached).toBe(true);
    expect(second.net_worth).toEqual(first.net_worth);
    await newItem(t, analyzer, user.auth, {
      itemName: 'Watch',
      itemCategory: 'jewelry',
      estimatedValue: 300,
    });
    const changed = await stats();
    expect(changed.cached).toBe(false);
    expect(changed.net_worth.total_value).toBe(first.net_worth.total_value + 300);
    expect((await stats('?refresh=true')).cached).toBe(false);
  });

  it('keeps badges earned and dates them when first met', async () => {
    const before = (await stats()).achievements.badges_earned as {
      name: string;
      earned_at: string;
    }[];
    expect(before.map((b) => b.name)).toEqual(
      expect.arrayContaining(['First Steps', 'Diverse Collector']),
    );
    expect(before.map((b) => b.name)).not.toContain('Brand Explorer');
    t.clock.advance(86_400_000);
    for (const brand of ['Apple', 'Sony', 'Bosch', 'Dyson', 'Lego', 'Nike', 'Canon']) {
      await newItem(t, analyzer, user.auth, { brand });
    }
    const after = (await stats()).achievements.badges_earned as {
      name: string;
      earned_at: string;
    }[];
    for (const badge of before)
      expect(after.find((b) => b.name === badge.name)?.earned_at).toBe(badge.earned_at);
    expect(after.find((b) => b.name === 'Brand Explorer')?.earned_at).toBe(
      t.clock.now().toISOString(),
    );
    t.clock.set(Date.now());
  });
});
