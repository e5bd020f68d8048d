import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { DomainEventBus, DomainEvents } from '../../lib/domain-events.js';
import { requestChangeOf, type BorrowRequestsRepository } from '../community/index.js';
import { shareChangeOf, addDays, isoDay } from '../sharing/index.js';
import type { SharingRepository, ShareWithPeople } from '../sharing/index.js';
import { latestDueDateToCheck, loanRemindersDue, type LoanReminder } from './reminder-rules.js';
import type { ReminderKey, SentRemindersRepository } from './sent-reminders.repository.js';

/** Expired requests older than this are not announced any more (e.g. after a long outage). */
const ANNOUNCE_EXPIRED_REQUESTS_DAYS = 14;
/** How long the live stream's log and the sent-reminder records are kept. */
const KEEP_EVENTS_DAYS = 7;
const KEEP_SENT_REMINDERS_DAYS = 400;

export interface LoanCheckResult {
  reminders: number;
  expiredShares: number;
  expiredRequests: number;
}

export interface LoanRemindersDeps {
  sharing: SharingRepository;
  requests: BorrowRequestsRepository;
  sentReminders: SentRemindersRepository;
  /** Where reminders are announced: notifications and their mails, live updates. */
  events: DomainEventBus;
  pruneLiveEvents: (before: Date) => Promise<void>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * The periodic loan check: reminds borrowers and owners, expires share links and unanswered
 * borrow requests. Each reminder is recorded in `sent_reminders` in one transaction with its
 * event, whose subscribers write its notification and its mail (to the outbox) there too, so it goes out once however many processes run the
 * check, and a crash part-way leaves every reminder either complete or still to do.
 */
export class LoanRemindersService {
  constructor(private readonly deps: LoanRemindersDeps) {}

  async check(): Promise<LoanCheckResult> {
    const now = this.deps.clock.now();
    const expiredShares = await this.expireShareLinks(now);
    const expiredRequests = await this.announceExpiredRequests(now);
    let reminders = 0;
    const today = isoDay(now);
    for (const loan of await this.deps.sharing.loansDueBy(latestDueDateToCheck(today))) {
      for (const reminder of loanRemindersDue(loan.share.expectedReturnDate!, today)) {
        if (await this.remind(loan, reminder, now)) reminders += 1;
      }
    }
    await this.deps.pruneLiveEvents(addDays(now, -KEEP_EVENTS_DAYS));
    await this.deps.sentReminders.deleteOlderThan(addDays(now, -KEEP_SENT_REMINDERS_DAYS));
    return { reminders, expiredShares, expiredRequests };
  }

  private async expireShareLinks(now: Date): Promise<number> {
    const expired = await this.deps.sharing.expireLinks(now);
    for (const row of expired) {
      await this.deps.events.emit('sharesChanged', shareChangeOf(row, 'expired'));
    }
    return expired.length;
  }

  private async announceExpiredRequests(now: Date): Promise<number> {
    await this.deps.requests.expirePending(now);
    const since = addDays(now, -ANNOUNCE_EXPIRED_REQUESTS_DAYS);
    let announced = 0;
    for (const request of await this.deps.requests.expiredUnannounced(since, 'request_expired')) {
      const key = { subjectId: request.request.id, kind: 'request_expired', period: 0 };
      const change = requestChangeOf(request, 'expired');
      const sent = await this.deliver(key, request.requester.id, now, 'requestsChanged', change);
      if (sent) announced += 1;
    }
    return announced;
  }

  private async remind(loan: ShareWithPeople, reminder: LoanReminder, now: Date) {
    const { share, owner, recipient } = loan;
    if (!recipient || !share.expectedReturnDate) return false;
    const key = { subjectId: share.id, kind: reminder.kind, period: reminder.period };
    const person = reminder.kind === 'owner_overdue' ? owner : recipient;
    const change = shareChangeOf(loan, reminder.kind);
    return this.deliver(key, person.id, now, 'sharesChanged', change);
  }

  /**
   * Records the reminder with its event in one transaction (the notifications module writes the
   * notice and, unless the person opted out, the mail there too); false when another run (or
   * process) already did.
   */
  private async deliver<K extends 'sharesChanged' | 'requestsChanged'>(
    key: ReminderKey,
    userId: string,
    now: Date,
    name: K,
    event: DomainEvents[K],
  ): Promise<boolean> {
    const announce = await this.deps.sentReminders.transaction(async (tx) => {
      if (!(await this.deps.sentReminders.claim(key, now, tx))) return null;
      return this.deps.events.record(tx, name, event);
    });
    if (!announce) return false;
    this.deps.log.info({ ...key, userId }, 'loan reminder recorded');
    await announce();
    return true;
  }
}
