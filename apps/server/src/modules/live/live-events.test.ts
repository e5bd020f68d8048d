import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/clock.js';
import { LiveEvents } from './live-events.js';
import { createLocalLiveHub } from './live-hub.js';
import type { StoredLiveEvent, UserEventsRepository } from './user-events.repository.js';

/** An in-memory event log with a hook to publish while a replay is being read. */
function memoryLog() {
  const rows: StoredLiveEvent[] = [];
  let beforeRead: () => void = () => undefined;
  const repository = {
    async append(input: { userId: string; type: string; data: unknown }[]) {
      const stored = input.map((row) => ({ ...row, id: rows.length + 1 }));
      rows.push(...stored);
      return stored;
    },
    async since(userId: string, afterId: number) {
      beforeRead();
      return rows.filter((row) => row.userId === userId && row.id > afterId);
    },
    async deleteOlderThan() {},
  } as unknown as UserEventsRepository;
  return { rows, repository, onRead: (hook: () => void) => (beforeRead = hook) };
}

describe('live events', () => {
  it('delivers to the right user only', async () => {
    const log = memoryLog();
    const live = new LiveEvents({
      repository: log.repository,
      hub: createLocalLiveHub(),
      clock: new ManualClock(),
    });
    const seen: number[] = [];
    const close = await live.open('ann', undefined, (event) => seen.push(event.id));
    await live.send(['ann', 'bob'], 'share', { id: 's1' });
    await live.send(['bob'], 'share', { id: 's2' });
    close();
    await live.send(['ann'], 'share', { id: 's3' });
    expect(seen).toEqual([1]);
  });

  it('replays after Last-Event-ID and delivers an event published meanwhile once', async () => {
    const log = memoryLog();
    const hub = createLocalLiveHub();
    const live = new LiveEvents({ repository: log.repository, hub, clock: new ManualClock() });
    await live.send(['ann'], 'notification', { n: 1 });
    await live.send(['ann'], 'notification', { n: 2 });
    await live.send(['ann'], 'notification', { n: 3 });
    // Published while the backlog is read: both in the replay and on the hub.
    log.onRead(() => {
      const event = { id: 4, userId: 'ann', type: 'share', data: {} };
      log.rows.push(event);
      hub.publish([event]);
    });
    const seen: number[] = [];
    const close = await live.open('ann', 1, (event) => seen.push(event.id));
    await live.send(['ann'], 'share', { id: 'later' });
    close();
    expect(seen).toEqual([2, 3, 4, 5]);
  });
});
