import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatAs } from '../support/assistant-chat.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

/** Things named as owners say them: someone's things, their age, a code typed without its dot. */
describe(`the assistant on how owners name their things (${databaseKind})`, () => {
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
    for (const [itemName, location, estimatedValue, tags] of [
      ['Hasselblad 500C Camera', 'Study', 1800, ['nonna']],
      ['Yashica Mat Camera', 'Study', 300, ['nonna']],
      ['Singer Sewing Machine', 'Study', 250, ['nonna']],
      ['Nikon Z6 Camera', 'Lounge', 1500, []],
      ['DeLonghi ECAM.22 Coffee Machine', 'Kitchen', 480, []],
      ['Old Recipe Box', 'Kitchen', 20, []],
      ['Makita Jigsaw', 'Garage', 140, []],
    ] as const)
      await newItem(t, analyzer, user.auth, {
        itemName,
        location,
        estimatedValue,
        tags: [...tags],
      });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("says a person's thing that nothing is is missing, said either way", async () => {
    for (const question of ['what is Nonna her harp worth?', "what is Nonna's harp worth?"]) {
      const reply = await ask(question);
      expect(reply.sources.search_metadata.intent).toBe('not_found');
      expect(reply.response).not.toMatch(/\$1,800|\$2,350/);
    }
  });
  it("counts a person's things of a kind by the tags that say whose they are", async () => {
    const reply = await ask("what are Nonna's cameras worth together?");
    expect(reply.response).toContain('$2,100');
  });
  it('reads how old a thing is as said of it, not as a word of its name', async () => {
    expect((await ask("Nonna's old cameras, total value?")).response).toContain('$2,100');
    const jigsaw = await ask('where is my old jigsaw');
    expect(jigsaw.response).toContain('Garage');
    expect(jigsaw.response).not.toContain('Recipe');
  });
  it('asks which one when a thing is asked for by what it is and several are that', async () => {
    const reply = await ask('where is the camera?');
    expect(reply.sources.search_metadata.intent).toBe('clarify');
    expect(reply.response).toMatch(/which camera/i);
    expect(reply.response).not.toMatch(/\$\d/);
    expect((await ask('how much is the camera worth')).response).toMatch(/which camera/i);
  });
  it('answers for all of them when several are asked for, or whose says which', async () => {
    expect((await ask('where are the cameras?')).response).toContain('Lounge');
    expect((await ask("where is Nonna's camera?")).response).not.toMatch(/which camera/i);
  });
  it('finds a model code typed without the dot its name has', async () => {
    expect((await ask('what is the ecam22 worth')).response).toContain('$480');
  });
});
