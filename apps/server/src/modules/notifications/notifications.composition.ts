import type { Platform } from '../../lib/platform.js';
import type { LiveEvents } from '../live/index.js';
import type { MailOutbox } from '../mail/index.js';
import { AccountMail } from './account-mail.js';
import { MailDeliveries } from './mail-deliveries.js';
import { subscribeMails } from './mail.subscriber.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';
import { subscribeNotifications } from './notifications.subscriber.js';

/**
 * Notifications in the app, on the live stream and by mail: they subscribe to share and request
 * changes, and are the only part of the server that sends mail (through the outbox).
 */
export function composeNotifications(
  platform: Platform,
  deps: { live: LiveEvents; outbox: MailOutbox },
) {
  const { config, database, clock, events, mailer, log } = platform;
  const repository = new NotificationsRepository({ db: database.db });
  const notifications = new NotificationsService({ repository, live: deps.live, clock });
  subscribeNotifications(events, notifications, deps.live);
  const deliveries = new MailDeliveries(deps.outbox);
  subscribeMails(events, {
    deliveries,
    wantsLoanMails: async (userId, tx) =>
      (await repository.preferences(userId, tx)).loanRemindersByEmail,
    today: () => notifications.today(),
    publicUrl: config.publicUrl,
  });
  return { notifications, accountMail: new AccountMail({ mailer, deliveries, log }) };
}
