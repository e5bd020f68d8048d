import type { LiveEventType } from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import type { Tx } from '../../db/database.js';
import type { LiveHub } from './live-hub.js';
import type { StoredLiveEvent, UserEventsRepository } from './user-events.repository.js';

/** How many missed events a reconnect replays at most. */
const REPLAY_LIMIT = 500;
/** Ids remembered per stream to drop an event seen both in the replay and live. */
const SEEN_LIMIT = 1_000;

/**
 * A user's live events: stored first (so a reconnect with Last-Event-ID loses nothing), then
 * handed to the hub that reaches the user's open streams.
 */
export interface LiveEventsDeps {
  repository: UserEventsRepository;
  hub: LiveHub;
  clock: Clock;
}

export class LiveEvents {
  private readonly repository: UserEventsRepository;
  private readonly hub: LiveHub;
  private readonly clock: Clock;

  constructor(deps: LiveEventsDeps) {
    this.repository = deps.repository;
    this.hub = deps.hub;
    this.clock = deps.clock;
  }

  async send(userIds: string[], type: LiveEventType, data: unknown): Promise<void> {
    this.publish(await this.append(userIds, type, data));
  }

  /** Stores the events (in `tx` when given); they reach open streams once `publish`ed. */
  async append(
    userIds: string[],
    type: LiveEventType,
    data: unknown,
    tx?: Tx,
  ): Promise<StoredLiveEvent[]> {
    const unique = [...new Set(userIds)];
    const createdAt = this.clock.now();
    return this.repository.append(
      unique.map((userId) => ({ userId, type, data, createdAt })),
      tx,
    );
  }

  publish(events: StoredLiveEvent[]): void {
    this.hub.publish(events);
  }

  /**
   * Opens a user's stream: events after `lastEventId` first (when given), then live ones, each
   * once. Answers the function that closes it.
   */
  async open(
    userId: string,
    lastEventId: number | undefined,
    write: (event: StoredLiveEvent) => void,
  ): Promise<() => void> {
    const seen = new Set<number>();
    let buffered: StoredLiveEvent[] | null = [];
    const deliver = (event: StoredLiveEvent) => {
      if (seen.has(event.id)) return;
      seen.add(event.id);
      if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value!);
      write(event);
    };
    // Subscribe before reading the backlog so nothing published in between is missed.
    const unsubscribe = this.hub.subscribe(userId, (event) =>
      buffered ? buffered.push(event) : deliver(event),
    );
    try {
      if (lastEventId !== undefined) {
        for (const event of await this.repository.since(userId, lastEventId, REPLAY_LIMIT)) {
          deliver(event);
        }
      }
    } catch (error) {
      unsubscribe();
      throw error;
    }
    const pending = buffered;
    buffered = null;
    pending.sort((a, b) => a.id - b.id).forEach(deliver);
    return unsubscribe;
  }

  async prune(before: Date): Promise<void> {
    await this.repository.deleteOlderThan(before);
  }
}
