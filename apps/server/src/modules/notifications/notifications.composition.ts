import type { Platform } from '../../lib/platform.js';
import type { LiveEvents } from '../live/index.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';
import { subscribeNotifications } from './notifications.subscriber.js';

/** In-app notifications; they subscribe to share and request changes. */
export function composeNotifications(platform: Platform, deps: { live: LiveEvents }) {
  const { database, clock, events } = platform;
  const notifications = new NotificationsService({
    repository: new NotificationsRepository({ db: database.db }),
    live: deps.live,
    clock,
  });
  subscribeNotifications(events, notifications, deps.live);
  return { notifications };
}
