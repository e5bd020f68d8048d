import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

export interface ChatReply {
  response: string;
  sources: { search_metadata: { intent: string } };
}

/**
 * Asks the assistant as `auth`, each question in a fresh conversation after the turns before it
 * in the same call: `ask('what did we borrow', 'when is it due')`. Each turn is a second after
 * the last, so the previous turn is the one just asked.
 */
export const chatAs =
  (app: () => TestApp, auth: () => Record<string, string>) =>
  async (...turns: string[]): Promise<ChatReply> => {
    const t = app();
    await t.app.inject({ method: 'DELETE', url: '/api/query/chat/history', headers: auth() });
    let last: ChatReply | undefined;
    for (const query of turns) {
      t.clock.advance(1000);
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/query/chat',
        headers: auth(),
        payload: { query },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      last = reply.json<ChatReply>();
    }
    return last!;
  };

/** Adds items as `auth`, each `[name, room, value]` with optional fields (brand…) after them. */
export async function addItems(
  t: TestApp,
  auth: Record<string, string>,
  rows: readonly (readonly [string, string | null, number, Record<string, unknown>?])[],
): Promise<void> {
  for (const [item_name, location, estimated_value, more] of rows) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/inventory',
      headers: auth,
      payload: { item_name, estimated_value, ...(location ? { location } : {}), ...more },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}
