import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItems, chatAs } from '../support/assistant-chat.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

/**
 * A family whose rooms are named "quarto de …" after who sleeps there, and a grandmother whose
 * name is in one thing's name but who owns a whole annexe.
 */
describe(`the assistant with rooms named after people (${databaseKind})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const ask = chatAs(
    () => t,
    () => auth,
  );

  beforeAll(async () => {
    t = await buildTestApp();
    ({ auth } = await signedInUser(t));
    await addItems(t, auth, [
      ["Nonna's Pasta Machine", 'Kitchen', 60],
      ['Stand Mixer', 'Kitchen', 400],
      ['Fireproof Document Box', 'Office', 90],
      ['Silver Locket', 'Granny Flat', 350],
      ['Wool Blanket', 'Granny Flat', 80],
      ['Rocking Chair', 'Granny Flat', 210],
      ['Electric Guitar', 'quarto do Leo', 520],
      ['Desk Lamp', 'quarto da Bia', 35],
      ['Oak Wardrobe', 'quarto de Rui e Ana', 900],
      ['Bedside Radio', 'quarto de Rui e Ana', 45],
    ]);
  });
  afterAll(async () => t?.close());

  it('asks whose room "my room" is, naming the rooms, never an item for the word "room"', async () => {
    const reply = await ask('so whats everything in my room worth');
    expect(reply.sources.search_metadata.intent).toBe('clarify');
    expect(reply.response).toContain('quarto do Leo');
    expect(reply.response).toContain('quarto da Bia');
    expect(reply.response).not.toContain('Fireproof');
    expect(reply.response).not.toMatch(/\$\d/);
  });

  it('asks whose room is meant when the asker sets "me" beside someone', async () => {
    const reply = await ask('whose room has pricier stuff, me or leo');
    expect(reply.sources.search_metadata.intent).toBe('clarify');
    expect(reply.response).toContain('quarto da Bia');
  });

  it('takes "our bedroom" as the one room named after two people', async () => {
    const reply = await ask('what is everything in our bedroom worth');
    expect(reply.response).toContain('$945');
  });

  it("counts everything in someone's place, not only the thing named after them", async () => {
    const reply = await ask("what's everything in nonna's granny flat worth altogether");
    expect(reply.response).toContain('$640');
  });

  it('reads whom the question is typed for as who asks, not a name to look for', async () => {
    const reply = await ask('typing this for nonna, what is the stuff in the granny flat worth');
    expect(reply.response).toContain('$640');
  });

  it('takes a lower-case name asking first as who asks', async () => {
    const reply = await ask('nonna asks, what is in the granny flat under $300');
    expect(reply.response).toContain('Wool Blanket');
    expect(reply.response).toContain('Rocking Chair');
  });

  it('asks again when a bound follows up a room still unnamed, never a figure for everything', async () => {
    const reply = await ask('whats in my room over $100', 'ok and what about over $500');
    expect(reply.sources.search_metadata.intent).toBe('clarify');
    expect(reply.response).not.toMatch(/\$\d/);
  });

  it('asks which one when a maker said alone names two things', async () => {
    await addItems(t, auth, [
      ['Kenwood Hand Blender', null, 70, { brand: 'Kenwood' }],
      ['Kenwood Toaster', null, 45, { brand: 'Kenwood' }],
    ]);
    const reply = await ask("what's the kenwood worth");
    expect(reply.sources.search_metadata.intent).toBe('clarify');
    expect(reply.response).toContain('Kenwood Toaster');
    expect(reply.response).not.toContain('$115');
  });
});
