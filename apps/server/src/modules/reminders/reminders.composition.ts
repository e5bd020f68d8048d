import type { Platform } from '../../lib/platform.js';
import type { BorrowRequestsRepository } from '../community/index.js';
import type { ItemWarrantiesRepository } from '../inventory/index.js';
import type { LiveEvents } from '../live/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { SharingRepository } from '../sharing/index.js';
import { LoanRemindersService } from './loan-reminders.service.js';
import { SentRemindersRepository } from './sent-reminders.repository.js';
import { WarrantyRemindersService } from './warranty-reminders.service.js';

export interface RemindersCompositionDeps {
  shares: SharingRepository;
  requests: BorrowRequestsRepository;
  warranties: ItemWarrantiesRepository;
  notifications: NotificationsService;
  live: LiveEvents;
}

/** Loan reminders and warranty notices, and the periodic checks that send them. */
export function composeReminders(platform: Platform, deps: RemindersCompositionDeps) {
  const { config, database, clock, log, events } = platform;
  const sentReminders = new SentRemindersRepository({ db: database.db });
  const loanReminders = new LoanRemindersService({
    sharing: deps.shares,
    requests: deps.requests,
    sentReminders,
    events,
    pruneLiveEvents: (before) => deps.live.prune(before),
    clock,
    log,
  });
  const warrantyReminders = new WarrantyRemindersService({
    warranties: deps.warranties,
    sentReminders,
    notifications: deps.notifications,
    live: deps.live,
    clock,
    log,
  });
  const everySeconds = config.reminderCheckIntervalSeconds;
  return {
    loanReminders,
    warrantyReminders,
    jobs: [
      { name: 'loan-check', everySeconds, run: () => loanReminders.check() },
      { name: 'warranty-check', everySeconds, run: () => warrantyReminders.check() },
    ],
  };
}
