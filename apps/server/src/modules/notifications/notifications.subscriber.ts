import type { Tx } from '../../db/database.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { LiveEvents } from '../live/index.js';
import { requestNotification, shareNotification } from './notification-messages.js';
import type { NotificationInput, NotificationsService } from './notifications.service.js';

/**
 * Turns share and request changes into notifications for the other party and into `share` /
 * `request` events on the live stream of everyone taking part. They are stored with the change
 * (in its transaction when the service records it there) and pushed live once committed.
 */
export function subscribeNotifications(
  events: DomainEventBus,
  notifications: NotificationsService,
  live: LiveEvents,
): void {
  const store = async (
    notification: NotificationInput | NotificationInput[] | null,
    userIds: string[],
    type: 'share' | 'request',
    data: unknown,
    tx: Tx | undefined,
  ) => {
    const stored: Awaited<ReturnType<typeof notifications.record>>['liveEvents'] = [];
    for (const one of [notification ?? []].flat()) {
      stored.push(...(await notifications.record(one, tx)).liveEvents);
    }
    const changed = await live.append(userIds, type, data, tx);
    return () => live.publish([...stored, ...changed]);
  };
  events.onStored('sharesChanged', (change, tx) =>
    store(
      shareNotification(change, notifications.today()),
      [change.ownerId, ...(change.recipientId ? [change.recipientId] : [])],
      'share',
      { id: change.shareId, change: change.change, item_id: change.itemId },
      tx,
    ),
  );
  // A request on a household's item reaches everyone who may answer it.
  events.onStored('requestsChanged', (change, tx) => {
    const lenders = change.lenderIds?.length ? change.lenderIds : [change.ownerId];
    const notification = requestNotification(change);
    const toLenders = notification?.userId === change.ownerId;
    return store(
      toLenders ? lenders.map((userId) => ({ ...notification, userId })) : notification,
      [...new Set([...lenders, change.ownerId, change.requesterId])],
      'request',
      { id: change.requestId, change: change.change, item_id: change.itemId },
      tx,
    );
  });
}
