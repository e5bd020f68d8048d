import { PeriodicJobs } from '../adapters/jobs/periodic-jobs.js';
import type { BorrowRequestsRepository } from '../modules/community/borrow-requests.repository.js';
import { ItemWarrantiesRepository } from '../modules/inventory/item-warranties.repository.js';
import type { LiveEvents } from '../modules/live/live-events.js';
import type { NotificationsService } from '../modules/notifications/notifications.service.js';
import { LoanRemindersService } from '../modules/reminders/loan-reminders.service.js';
import { SentRemindersRepository } from '../modules/reminders/sent-reminders.repository.js';
import { WarrantyRemindersService } from '../modules/reminders/warranty-reminders.service.js';
import type { SharingRepository } from '../modules/sharing/sharing.repository.js';
import type { Infrastructure } from './services.js';

/**
 * Loan reminders and warranty notices, run by the periodic job queue in the application's own
 * database.
 */
export function buildPeriodicChecks(
  infra: Infrastructure,
  domains: {
    sharingRepository: SharingRepository;
    borrowRequestsRepository: BorrowRequestsRepository;
  },
  live: { notifications: NotificationsService; live: LiveEvents },
) {
  const { config, overrides, database, clock, mailer, log, events } = infra;
  const loanReminders = new LoanRemindersService({
    sharing: domains.sharingRepository,
    requests: domains.borrowRequestsRepository,
    sentReminders: new SentRemindersRepository({ db: database.db }),
    notifications: live.notifications,
    events,
    outbox: infra.outbox,
    pruneLiveEvents: (before) => live.live.prune(before),
    mailer,
    clock,
    log,
    publicUrl: config.publicUrl,
  });
  const warrantyReminders = new WarrantyRemindersService({
    warranties: new ItemWarrantiesRepository({ db: database.db }),
    sentReminders: new SentRemindersRepository({ db: database.db }),
    notifications: live.notifications,
    live: live.live,
    clock,
    log,
  });
  const periodicJobs =
    overrides.jobs === false
      ? null
      : new PeriodicJobs(
          [
            {
              name: 'loan-check',
              everySeconds: config.reminderCheckIntervalSeconds,
              run: () => loanReminders.check(),
            },
            {
              name: 'warranty-check',
              everySeconds: config.reminderCheckIntervalSeconds,
              run: () => warrantyReminders.check(),
            },
          ],
          {
            database,
            log,
            pollingSeconds:
              overrides.jobs?.pollingSeconds ?? Math.min(10, config.reminderCheckIntervalSeconds),
          },
        );
  return { loanReminders, warrantyReminders, periodicJobs };
}
