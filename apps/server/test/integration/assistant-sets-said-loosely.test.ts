import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatAs } from '../support/assistant-chat.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

/** Sets said loosely: by what their things are for, by how many there are, one thing added. */
describe(`the assistant on sets said loosely (${databaseKind})`, () => {
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
    for (const [itemName, itemCategory, tags, estimatedValue] of [
      ['Breathable car cover', 'household items', ['outdoor'], 60],
      ['Torque wrench', 'tools', ['car'], 90],
      ['Jump starter', 'tools', ['car', 'garage'], 120],
      ['Garden shears', 'tools', ['garden'], 30],
      ['Oak bar stool', 'furniture', ['kitchen'], 75],
      ['Yamaha P-45 keyboard', 'electronics', ['music'], 450],
      ['Roland Cube amp', 'electronics', ['music'], 200],
    ] as const)
      await newItem(t, analyzer, user.auth, {
        itemName,
        itemCategory,
        tags: [...tags],
        estimatedValue,
      });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('totals the tools tagged with what they are for, when the thing so named is no tool', async () => {
    expect((await ask('what are the car tools worth')).response).toContain('$210');
  });
  it('asks back when the set found is not as many things as said', async () => {
    const reply = await ask('what are the 4 stools worth');
    expect(reply.sources.search_metadata.intent).toBe('clarify');
    expect(reply.response).not.toContain('$75');
  });
  it('adds one thing to the last set when asked to include it', async () => {
    const reply = await ask('how much is the keyboard worth', 'ok now include the amp');
    expect(reply.response).toContain('$650');
  });
});
