import type { FastifyBaseLogger } from 'fastify';
import { WARRANTY_NOTICE_DAYS } from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import type { LiveEvents } from '../live/index.js';
import type { EndingWarranty } from '../inventory/index.js';
import { warrantyNotification } from '../notifications/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { addDays, isoDay } from '../sharing/index.js';
import type { SentRemindersRepository } from './sent-reminders.repository.js';

export interface WarrantyRemindersDeps {
  warranties: { endingBetween(from: string, to: string): Promise<EndingWarranty[]> };
  sentReminders: SentRemindersRepository;
  notifications: NotificationsService;
  live: Pick<LiveEvents, 'publish'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Days since 1970 of a YYYY-MM-DD date: a new warranty date is a new notice. */
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/**
 * The periodic warranty check: each owner hears once, by notification, that an item's warranty
 * ends within WARRANTY_NOTICE_DAYS days. The notice is recorded in `sent_reminders` in one
 * transaction with the notification, so it is given once however many processes run the check.
 */
export class WarrantyRemindersService {
  constructor(private readonly deps: WarrantyRemindersDeps) {}

  async check(): Promise<number> {
    const now = this.deps.clock.now();
    const ending = await this.deps.warranties.endingBetween(
      isoDay(now),
      isoDay(addDays(now, WARRANTY_NOTICE_DAYS)),
    );
    let notified = 0;
    for (const item of ending) if (await this.notify(item, now)) notified += 1;
    return notified;
  }

  private async notify(item: EndingWarranty, now: Date): Promise<boolean> {
    const key = {
      subjectId: item.itemId,
      kind: 'warranty_ending',
      period: dayNumber(item.warrantyUntil),
    };
    const liveEvents = await this.deps.sentReminders.transaction(async (tx) => {
      if (!(await this.deps.sentReminders.claim(key, now, tx))) return null;
      const notice = warrantyNotification(item, now);
      return (await this.deps.notifications.record(notice, tx)).liveEvents;
    });
    if (!liveEvents) return false;
    this.deps.log.info({ itemId: item.itemId, userId: item.userId }, 'warranty notice recorded');
    this.deps.live.publish(liveEvents);
    return true;
  }
}
