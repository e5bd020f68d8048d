import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItems } from '../support/assistant-chat.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

interface Reply {
  response: string;
  sources: { search_metadata: { intent: string } };
}

/** A family sharing one account: "my room" said by nobody in particular, details never noted. */
describe(`the assistant on an account a family shares (${databaseKind})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;

  const ask = async (query: string) => {
    t.clock.advance(1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/query/chat',
      headers: auth,
      payload: { query },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Reply>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    ({ auth } = await signedInUser(t));
    await addItems(t, auth, [
      ['Lego Castle', "Ada's room", 120],
      ['Drum Kit', "Ben's room", 640],
      ['Pop-up Toaster', 'the kitchen', 45],
      ['Cordless Drill', 'the shed', 150],
      ['Bench Grinder', 'the shed', 90],
      ['Table Lamp', "Ben's room", 30],
    ]);
  });
  afterAll(async () => t?.close());

  it('warms up at start without answering anyone or changing what is stored', async () => {
    await t.app.services.assistant.warmUp();
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/query/chat/history',
      headers: auth,
    });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).not.toContain('most valuable');
  });

  it('asks whose room "my room" is, naming the rooms, rather than guess a figure', async () => {
    const reply = await ask("what's everything in my room worth");
    expect(reply.sources.search_metadata.intent).toBe('clarify');
    expect(reply.response).toContain("Ada's room");
    expect(reply.response).toContain("Ben's room");
    expect(reply.response).not.toMatch(/\$\d/);
  });

  it('asks whose room before a value filter or any figure, never dropping "my room"', async () => {
    const reply = await ask('which of the things in my room are worth more than $100');
    expect(reply.sources.search_metadata.intent).toBe('clarify');
    expect(reply.response).not.toMatch(/\$\d/);
  });

  it('asks again when "of them" follows an answer that asked back', async () => {
    expect((await ask('whats in my room')).sources.search_metadata.intent).toBe('clarify');
    const reply = await ask('and the cheapest of them');
    expect(reply.sources.search_metadata.intent).toBe('clarify');
    expect(reply.response).not.toMatch(/\$\d/);
  });

  it('takes "my room" beside the only other room named after someone as that one', async () => {
    const reply = await ask("which has more things in it, my room or ben's room");
    expect(reply.sources.search_metadata.intent).toBe('compare');
    expect(reply.response).toContain("Ada's room: 1 item");
    expect(reply.response).toContain("Ben's room: 2 items");
  });

  it('keeps a kind asked in a room to that room', async () => {
    const inShed = await ask('anything electrical in the shed');
    expect(inShed.response).toContain('Cordless Drill');
    expect(inShed.response).not.toContain('Lamp');
    const inKitchen = await ask('any power tools in the kitchen');
    expect(inKitchen.response).not.toMatch(/\$\d/);
    const checked = await ask('is the cordless drill in the kitchen? cant find it');
    expect(checked.response).toMatch(/^Not in the kitchen: .*Cordless Drill.* in the shed/);
  });

  it('says a detail is not recorded when the notes are empty, and says rooms without "the the"', async () => {
    const serial = await ask("what's the serial number on the toaster");
    expect(serial.sources.search_metadata.intent).toBe('not_found');
    const where = await ask('where is the toaster');
    expect(where.response).toContain('in the kitchen');
    expect(where.response).not.toContain('the the');
  });
});
