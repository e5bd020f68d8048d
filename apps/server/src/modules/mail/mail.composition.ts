import type { Job } from '../../adapters/jobs/job-runtime.js';
import type { Platform } from '../../lib/platform.js';
import { MailOutbox } from './mail-outbox.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailQuota } from './mail-quota.js';

/**
 * How often mails left unsent by a crash or a failure are looked for (also at start): as often as
 * a sender holds the mails it took, so a mail held by a sender that died goes out soon after.
 */
const MAIL_OUTBOX_EVERY_SECONDS = 15;

/** The outbox of mails written with their change, and the per-sender mail quota. */
export function composeMail(platform: Platform) {
  const { database, mailer, clock, log, throttleStore, config } = platform;
  const outbox = new MailOutbox({
    repository: new MailOutboxRepository({ db: database.db }),
    mailer,
    clock,
    log,
  });
  const jobs: Job[] = [
    {
      name: 'mail-outbox',
      everySeconds: MAIL_OUTBOX_EVERY_SECONDS,
      atStart: true,
      run: () => outbox.drain(),
    },
  ];
  return { outbox, mailQuota: new MailQuota(throttleStore, config.mailLimits), jobs };
}
