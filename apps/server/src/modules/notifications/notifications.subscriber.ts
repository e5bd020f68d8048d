import type { DomainEventBus } from '../../lib/domain-events.js';
import type { LiveEvents } from '../live/live-events.js';
import { requestNotification, shareNotification } from './notification-messages.js';
import type { NotificationsService } from './notifications.service.js';

/**
 * Turns share and request changes into notifications for the other party and into `share` /
 * `request` events on the live stream of everyone taking part.
 */
export function subscribeNotifications(
  events: DomainEventBus,
  notifications: NotificationsService,
  live: LiveEvents,
): void {
  events.on('sharesChanged', async (change) => {
    const notification = shareNotification(change);
    if (notification) await notifications.create(notification);
    await live.send(
      [change.ownerId, ...(change.recipientId ? [change.recipientId] : [])],
      'share',
      { id: change.shareId, change: change.change, item_id: change.itemId },
    );
  });
  events.on('requestsChanged', async (change) => {
    const notification = requestNotification(change);
    if (notification) await notifications.create(notification);
    await live.send([change.ownerId, change.requesterId], 'request', {
      id: change.requestId,
      change: change.change,
      item_id: change.itemId,
    });
  });
}
