import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisEventRelay } from '../../src/adapters/redis/redis-event-relay.js';
import { DomainEventBus, type ItemsChange } from '../../src/lib/domain-events.js';
import { FakeAnalyzer } from '../support/fake-analyzer.js';
import { REDIS_URL, redisReachable } from '../support/redis.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

const redisUp = await redisReachable();
const silentLog = { warn: () => undefined, error: () => undefined } as never;
const uniqueChannel = () => `circle-test:events:${randomBytes(6).toString('hex')}`;

describe.skipIf(!redisUp)(
  `domain events between server processes (${databaseKind}; skipped: no Redis at ${REDIS_URL})`,
  () => {
    it('carries a change to the other process, where only the cache subscribers run', async () => {
      const channel = uniqueChannel();
      const [here, there] = [new DomainEventBus(), new DomainEventBus()];
      const relays = [here, there].map((bus) => {
        const relay = createRedisEventRelay(REDIS_URL, channel, bus, silentLog);
        bus.relayThrough(relay);
        return relay;
      });
      const cachesHere: ItemsChange[] = [];
      const cachesThere: ItemsChange[] = [];
      const storedThere: ItemsChange[] = [];
      here.onEveryProcess('itemsChanged', (change) => void cachesHere.push(change));
      there.onEveryProcess('itemsChanged', (change) => void cachesThere.push(change));
      there.on('itemsChanged', (change) => void storedThere.push(change));
      try {
        const change = { ownerId: 'owner-1', itemIds: ['item-1'] };
        // Subscribing takes a moment: the change is told again until the other process hears it.
        await expect
          .poll(async () => {
            await here.emit('itemsChanged', change);
            return cachesThere.length;
          })
          .toBeGreaterThan(0);
        expect(cachesThere[0]).toEqual(change);
        expect(storedThere).toEqual([]);
        // A process never hears its own changes twice.
        expect(cachesHere.every((received) => received.ownerId === 'owner-1')).toBe(true);
        expect(cachesHere.length).toBeGreaterThanOrEqual(cachesThere.length);
      } finally {
        await Promise.all(relays.map((relay) => relay.close()));
      }
    });

    describe('two server processes on one database', () => {
      const analyzer = new FakeAnalyzer();
      let first: TestApp;
      let second: TestApp;
      let owner: Awaited<ReturnType<typeof signedInUser>>;
      let neighbour: Awaited<ReturnType<typeof signedInUser>>;

      beforeAll(async () => {
        const overrides = { analyzer, eventsChannel: uniqueChannel() };
        first = await buildTestApp({ env: { REDIS_URL }, overrides });
        second = await buildTestApp({ env: { REDIS_URL }, overrides, sameDatabaseAs: first });
        owner = await signedInUser(first);
        neighbour = await signedInUser(first);
      });
      afterAll(async () => {
        await second?.close();
        await first?.close();
      });

      const totalItems = async () =>
        (await second.app.inject({ url: '/api/users/statistics', headers: owner.auth })).json()
          .inventory_summary.total_items;
      const categoriesSeen = async () =>
        (await second.app.inject({ url: '/api/public/items', headers: neighbour.auth })).json()
          .available_categories;

      it("shows a change made on one process in the other's statistics and facets", async () => {
        expect(await totalItems()).toBe(0); // now cached by the second process
        expect(await categoriesSeen()).toEqual([]); // likewise
        const created = await first.app.inject({
          method: 'POST',
          url: '/api/users/inventory',
          headers: owner.auth,
          payload: { item_name: 'Cordless drill', item_category: 'tools' },
        });
        expect(created.statusCode).toBe(201);
        await expect.poll(totalItems).toBe(1);
        const published = await first.app.inject({
          method: 'PATCH',
          url: `/api/users/inventory/${created.json().id}/visibility`,
          headers: owner.auth,
          payload: { is_public: true },
        });
        expect(published.statusCode).toBe(200);
        await expect.poll(categoriesSeen).toEqual(['tools']);
      });
    });
  },
);
