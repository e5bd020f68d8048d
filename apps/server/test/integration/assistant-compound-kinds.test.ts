import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItems, chatAs } from '../support/assistant-chat.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

/** A kind said with a word WordNet counts as the same thing ("lawn mower" is a mower). */
describe(`the assistant with a kind said as a compound (${databaseKind})`, () => {
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
      ['Ryobi Cordless Lawn Mower', 'Shed', 320],
      ['Toro Self-Propelled Mower', 'Shed', 540],
      ['Oak Coffee Table', 'Lounge', 260],
      ['Dining Table', 'Lounge', 700],
    ]);
  });
  afterAll(async () => t?.close());

  it('counts every mower for "lawn mowers", whatever its name calls it', async () => {
    const reply = await ask('how much are our lawn mowers worth altogether');
    expect(reply.response).toContain('$860');
  });

  it('keeps a compound of its own narrow', async () => {
    const reply = await ask('what is the coffee table worth');
    expect(reply.response).toContain('$260');
    expect(reply.response).not.toContain('$960');
  });
});
