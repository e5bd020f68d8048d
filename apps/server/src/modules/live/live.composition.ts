import type { Platform } from '../../lib/platform.js';
import { LiveEvents } from './live-events.js';
import { createLocalLiveHub, createRedisLiveHub, type LiveHub } from './live-hub.js';
import { UserEventsRepository } from './user-events.repository.js';

/** The live stream: through Redis between processes when it is set. */
export function composeLive(platform: Platform, options: { channel?: string }) {
  const { config, database, clock, log } = platform;
  const liveHub: LiveHub = config.redisUrl
    ? createRedisLiveHub(
        config.redisUrl,
        options.channel ?? 'circle:live',
        log,
        config.redisTimeouts,
      )
    : createLocalLiveHub();
  const live = new LiveEvents({
    repository: new UserEventsRepository({ db: database.db }),
    hub: liveHub,
    clock,
  });
  return { live, close: () => liveHub.close() };
}
