import type { Platform } from '../../lib/platform.js';
import { MailOutbox } from './mail-outbox.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailQuota } from './mail-quota.js';

/** How often mails left unsent by a crash or a failure are looked for. */
const MAIL_OUTBOX_INTERVAL_MS = 15_000;

/** The outbox of mails written with their change, and the per-sender mail quota. */
export function composeMail(platform: Platform) {
  const { database, mailer, clock, log, throttleStore, config } = platform;
  return {
    outbox: new MailOutbox({
      repository: new MailOutboxRepository({ db: database.db }),
      mailer,
      clock,
      log,
      intervalMs: MAIL_OUTBOX_INTERVAL_MS,
    }),
    mailQuota: new MailQuota(throttleStore, config.mailLimits),
  };
}
