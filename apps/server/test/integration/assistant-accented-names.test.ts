import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatAs } from '../support/assistant-chat.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

/** Names with accents or letters like "ø" and "ß", asked from a keyboard that types none. */
describe(`the assistant on accented names (${databaseKind})`, () => {
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
      ['Brûlée Torch', 'Cuisine', 45],
      ['Løvstad Reading Chair', 'Stue', 820],
      ['Großmann Cuckoo Clock', 'Flur', 390],
      ['Ñandú Wool Poncho', 'Armario', 160],
    ] as const)
      await newItem(t, analyzer, user.auth, { itemName, location, estimatedValue });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('finds a thing whose accented name is typed without its accents', async () => {
    expect((await ask('where is the brulee torch?')).response).toContain('Cuisine');
    expect((await ask('what is the nandu poncho worth')).response).toContain('$160');
  });
  it('finds a thing named with a letter typed as its plain spelling', async () => {
    expect((await ask('how much is the lovstad worth')).response).toContain('$820');
    expect((await ask('where did we put the grossmann clock')).response).toContain('Flur');
  });
  it('still finds a thing asked with the accents it is named with', async () => {
    expect((await ask('what is the Løvstad chair worth?')).response).toContain('$820');
    expect((await ask('wo ist die Großmann clock? where is it')).response).toContain('Flur');
  });
});
