import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { newItem } from '../support/factories.js';
import { claimShare, dayAfter, lend, manageShare, shareItem } from '../support/loans.js';
import { REDIS_URL, redisReachable } from '../support/redis.js';
import { EventStreamReader, type ReceivedEvent } from '../support/sse.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, login, signedInUser, type TestApp } from '../support/test-app.js';

type User = Awaited<ReturnType<typeof signedInUser>>;

const hasRedis = await redisReachable();

async function listen(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

const ofKind = (events: ReceivedEvent[], event: string, kind: string) =>
  events.find(
    (e) =>
      e.event === event &&
      ((e.data as { kind?: string; change?: string }).kind === kind ||
        (e.data as { change?: string }).change === kind),
  );

describe(`live updates over Server-Sent Events (${databaseKind})`, () => {
  const analyzer = new FakeAnalyzer();
  let t: TestApp;
  let base: string;
  let owner: User;
  let borrower: User;
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ overrides: { analyzer } });
    base = await listen(t);
    [owner, borrower] = [await signedInUser(t), await signedInUser(t)];
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await t?.close();
  });

  const open = async (user: User, headers: Record<string, string> = {}, at = base) => {
    const stream = await EventStreamReader.open(`${at}/api/users/events`, {
      ...user.auth,
      ...headers,
    });
    streams.push(stream);
    await stream.waitFor(() => stream.comments.includes('connected'));
    return stream;
  };

  it('needs a bearer token', async () => {
    const anonymous = await EventStreamReader.open(`${base}/api/users/events`, {});
    expect(anonymous.status).toBe(401);
    const forged = await EventStreamReader.open(`${base}/api/users/events`, {
      authorization: 'Bearer nonsense',
    });
    expect(forged.status).toBe(401);
  });

  it('delivers notifications and share changes to both people, each with an id', async () => {
    const ownerStream = await open(owner);
    const borrowerStream = await open(borrower);
    expect(ownerStream.contentType).toMatch(/^text\/event-stream/);
    const loan = await lend(t, analyzer, owner, borrower, dayAfter(t, 4), 'Pressure washer');

    const ownerEvents = await ownerStream.waitFor(
      (events) =>
        Boolean(ofKind(events, 'notification', 'share_claimed')) &&
        Boolean(ofKind(events, 'share', 'claimed')),
    );
    expect(ofKind(ownerEvents, 'notification', 'share_claimed')!.data).toMatchObject({
      share_id: loan.shareId,
      read: false,
    });
    expect(ofKind(ownerEvents, 'share', 'claimed')!.data).toEqual({
      id: loan.shareId,
      change: 'claimed',
      item_id: loan.itemId,
    });
    const borrowerEvents = await borrowerStream.waitFor((events) =>
      Boolean(ofKind(events, 'share', 'claimed')),
    );
    // The borrower is not notified of their own claim.
    expect(ofKind(borrowerEvents, 'notification', 'share_claimed')).toBeUndefined();
    for (const event of [...ownerEvents, ...borrowerEvents]) expect(event.id).toMatch(/^\d+$/);
  });

  it('resumes after Last-Event-ID without losing what happened in between', async () => {
    const loan = await lend(t, analyzer, owner, borrower, dayAfter(t, 4), 'Hedge trimmer');
    const first = await open(owner);
    await first.waitFor(() => true);
    const marker = await shareItem(
      t,
      owner,
      (await newItem(t, analyzer, owner.auth, { itemName: 'Marker' })).id,
      { sharing_type: 'DONATE' },
    );
    const seen = await first.waitFor((events) =>
      events.some((e) => (e.data as { id?: string }).id === marker.share_id),
    );
    const lastId = seen.at(-1)!.id!;
    await first.close();

    // While disconnected: the item comes back and a gift is claimed.
    expect((await manageShare(t, borrower, loan.shareId, 'RETURN')).statusCode).toBe(200);
    await claimShare(t, borrower, marker.share_token);

    const resumed = await open(owner, { 'last-event-id': lastId });
    const events = await resumed.waitFor(
      (received) =>
        Boolean(ofKind(received, 'notification', 'share_returned')) &&
        received.filter((e) => e.event === 'notification' && e.data).length >= 2,
    );
    expect(events.every((event) => Number(event.id) > Number(lastId))).toBe(true);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    expect(ofKind(events, 'notification', 'share_claimed')!.data).toMatchObject({
      share_id: marker.share_id,
    });
  });

  it('clears the bell of the user’s other sessions when notifications are read in one', async () => {
    await lend(t, analyzer, owner, borrower, dayAfter(t, 5), 'Tile saw');
    const again = await login(t, owner.email, 'Circle-pass-123');
    const desktop = {
      authorization: `Bearer ${again.json<{ access_token: string }>().access_token}`,
    };
    const desktopStream = await open({ ...owner, auth: desktop });
    const unread = await t.app.inject({
      method: 'GET',
      url: '/api/users/notifications',
      headers: desktop,
    });
    expect(unread.json().unread_count).toBeGreaterThan(0);

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/users/notifications/read',
      headers: owner.auth,
      payload: { all: true },
    });
    expect(read.statusCode).toBe(200);
    const events = await desktopStream.waitFor((received) =>
      received.some((event) => event.event === 'notifications_read'),
    );
    const cleared = events.find((event) => event.event === 'notifications_read')!;
    expect(cleared.data).toEqual({ ids: null, unread_count: 0 });
    expect(cleared.id).toMatch(/^\d+$/);
  });

  it.skipIf(!hasRedis)('reaches a stream on another server process through Redis', async () => {
    const channel = `circle-test:live:${randomBytes(6).toString('hex')}`;
    const env = { REDIS_URL };
    const first = await buildTestApp({ env, overrides: { analyzer, liveChannel: channel } });
    const second = await buildTestApp({
      env,
      overrides: { analyzer, liveChannel: channel },
      sameDatabaseAs: first,
    });
    try {
      const secondBase = await listen(second);
      const [lender, friend] = [await signedInUser(first), await signedInUser(first)];
      const stream = await open(lender, {}, secondBase);
      const loan = await lend(first, analyzer, lender, friend, dayAfter(first, 3), 'Wheelbarrow');
      const events = await stream.waitFor(
        (received) =>
          Boolean(ofKind(received, 'notification', 'share_claimed')) &&
          Boolean(ofKind(received, 'share', 'claimed')),
      );
      expect(ofKind(events, 'share', 'claimed')?.data).toMatchObject({ id: loan.shareId });
      await stream.close();
    } finally {
      await second.close();
      await first.close();
    }
  });
});
