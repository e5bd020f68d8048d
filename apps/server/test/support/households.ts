import { readOutbox } from './outbox.js';
import type { signedInUser, TestApp } from './test-app.js';

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** A new household of `owner`'s, with `guests` invited by mail and accepted in their roles. */
export async function householdWith(
  t: TestApp,
  owner: Person,
  guests: { person: Person; role: 'owner' | 'member' | 'viewer' }[],
): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/households',
    headers: owner.auth,
    payload: { name: 'Labelled home' },
  });
  if (created.statusCode !== 201) throw new Error(`household: ${created.body}`);
  const householdId = created.json<{ id: string }>().id;
  for (const { person, role } of guests) {
    await t.app.inject({
      method: 'POST',
      url: `/api/households/${householdId}/invitations`,
      headers: owner.auth,
      payload: { email: person.email, role },
    });
    const mail = (await readOutbox(t.outboxDir)).filter((m) => m.to.includes(person.email)).at(-1)!;
    const text = mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const token = /token=([A-Za-z0-9_-]+)/.exec(text)![1];
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/households/invitations/accept',
      headers: person.auth,
      payload: { token },
    });
    if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  }
  return householdId;
}
