import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatAs } from '../support/assistant-chat.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

/** Things called by letters of their names: a word too short to index, initials, a code's end. */
describe(`the assistant on short names (${databaseKind})`, () => {
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
    for (const [itemName, location, estimatedValue] of [
      ['Aqua UV Water Filter', 'Utility Room', 310],
      ['Bose QC45 Headphones', 'Study', 240],
      ['ThinkPad Carbon X1', 'Study', 1400],
      ['Swiffer Dust Mop', 'Utility Room', 35],
      ['Samsung QE55Q60B Television', 'Lounge', 700],
    ] as const)
      await newItem(t, analyzer, user.auth, { itemName, location, estimatedValue });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers for the one item a two-letter word of its name names', async () => {
    const reply = await ask("Where's the UV?");
    expect(reply.response).toContain('Aqua UV Water Filter');
    expect(reply.response).toContain('Utility Room');
    expect(reply.sources.search_metadata.intent).not.toBe('clarify');
  });
  it('answers for the item whose initials are said, never a word a letter away', async () => {
    const reply = await ask('where is the tpc');
    expect(reply.response).toContain('ThinkPad Carbon X1');
    expect(reply.response).not.toContain('Mop');
  });
  it('answers for the item whose model code ends with what is said', async () => {
    const reply = await ask('what is the qc45 worth');
    // A name that says several things reads "are".
    expect(reply.response).toContain('Bose QC45 Headphones are worth $240');
    const tail = await ask('value of the q60b');
    expect(tail.response).toContain('$700');
    // Not from inside a run of letters: "c45" is no end of "QC45".
    expect((await ask('value of the c45')).response).not.toContain('$240');
  });
});
