import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

describe(`the assistant on words longer than any in its dictionary (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    user = await signedInUser(t);
    await newItem(t, analyzer, user.auth, { itemName: 'Zither', location: 'Attic' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a question with a very long word of every initial letter', async () => {
    for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
      const words = [30, 45, 90].map((length) => letter.repeat(length));
      for (const query of [`where is my ${words.join(' ')}?`, words[1]!]) {
        const reply = await t.app.inject({
          method: 'POST',
          url: '/api/query/chat',
          headers: user.auth,
          payload: { query },
        });
        expect(reply.statusCode, `${letter}: ${reply.body}`).toBe(200);
        expect(reply.json().response).toEqual(expect.any(String));
      }
    }
  });
});
