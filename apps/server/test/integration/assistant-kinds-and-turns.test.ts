import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatAs } from '../support/assistant-chat.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

/** Sets named by kind, and follow-ups that narrow or point back at nothing. */
describe(`the assistant on kinds and follow-ups (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;
  const ask = chatAs(
    () => t,
    () => user.auth,
  );

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    user = await signedInUser(t);
    for (const [itemName, itemCategory, brand, location, estimatedValue, quantity] of [
      ['iPhone 14', 'electronics', 'Apple', "Kofi's room", 900, 1],
      ['Samsung Galaxy A54', 'electronics', 'Samsung', "Ama's room", 400, 1],
      ['Samsung Galaxy Tab S9', 'electronics', 'Samsung', "Ama's room", 700, 1],
      ['Spark 20 Pro', 'electronics', 'Tecno', "Kofi's room", 180, 1],
      ['Leather Phone Case', 'clothing', null, "Kofi's room", 20, 1],
      ['Bags of Jollof Rice', 'chemical_perishable', null, 'the pantry', 40, 4],
      ['Gold Chain', 'jewelry', null, "Ama's room", 1200, 1],
      ['Smart TV', 'electronics', 'Hisense', 'the lounge', 1500, 1],
    ] as const)
      await newItem(t, analyzer, user.auth, {
        itemName,
        itemCategory,
        brand,
        location,
        estimatedValue,
        quantity,
      });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('counts phones named by model family or maker, not a tablet or a case', async () => {
    const reply = await ask('how many phones do we have?');
    expect(reply.response).toContain('3 items');
    expect(reply.response).toContain('$1,480');
  });
  it('answers a set asked by a mass noun as a set, even of one item', async () => {
    const reply = await ask('how much foodstuff do we have');
    expect(reply.response).toContain('1 item');
    expect(reply.response).toContain('$160');
  });
  it('keeps the bound of the last answer when only a category narrows it', async () => {
    const reply = await ask(
      'things worth more than 800',
      'ok only the electronics',
      'how many is that',
    );
    expect(reply.response).toContain('2 items');
  });
  it('asks again, rather than ranking everything, after asking whose room', async () => {
    const reply = await ask('how many things are in my room?', 'which one is the cheapest?');
    expect(reply.sources.search_metadata.intent).toBe('clarify');
    expect(reply.response).not.toMatch(/\$\d/);
  });
});
