import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../adapters/clock.js';
import type { Mailer } from '../../adapters/mailer/mailer.js';
import type { DbOrTx } from '../../db/database.js';
import type { MailOutboxRepository, OutboxMail } from './mail-outbox.repository.js';

/**
 * How long a sender holds the mails it took; one that died meanwhile leaves them to another
 * (a send cut by the crash goes out twice rather than never).
 */
const HOLD_MS = 15_000;
const BATCH = 20;
const MAX_ATTEMPTS = 10;
const KEEP_SENT_MS = 7 * 86_400_000;

export interface MailOutboxDeps {
  repository: MailOutboxRepository;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Mails that must go out once their change has committed: written in the change's transaction,
 * sent right after the commit, and by any process after a crash (at least once): the
 * `mail-outbox` job sends what a crash or a failed attempt left behind.
 */
export class MailOutbox {
  private draining: Promise<void> | undefined;
  private again = false;

  constructor(private readonly deps: MailOutboxDeps) {}

  /** Writes the mail with the change (in `tx`); call `drain()` once `tx` has committed. */
  async enqueue(tx: DbOrTx | undefined, mail: OutboxMail): Promise<void> {
    await this.deps.repository.insert(mail, this.deps.clock.now(), tx);
  }

  /** Sends every mail due; a call during a run makes that run look once more. */
  drain(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = this.sendDue()
      .catch((error: unknown) =>
        this.deps.log.warn({ err: error }, 'the mail outbox could not be read'),
      )
      .finally(() => {
        this.draining = undefined;
      });
    return this.draining;
  }

  private async sendDue(): Promise<void> {
    do {
      this.again = false;
      for (;;) {
        const now = this.deps.clock.now();
        const holdUntil = new Date(now.getTime() + HOLD_MS);
        const mails = await this.deps.repository.take(now, holdUntil, BATCH, MAX_ATTEMPTS);
        for (const mail of mails) await this.send(mail);
        if (mails.length < BATCH) break;
      }
    } while (this.again);
    await this.deps.repository.deleteSentBefore(
      new Date(this.deps.clock.now().getTime() - KEEP_SENT_MS),
    );
  }

  private async send(mail: Awaited<ReturnType<MailOutboxRepository['take']>>[number]) {
    try {
      await this.deps.mailer.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      await this.deps.repository.markSent(mail.id, this.deps.clock.now());
    } catch (error) {
      const delayMs = Math.min(3_600_000, 60_000 * 2 ** (mail.attempts - 1));
      this.deps.log.error(
        { err: error, to: mail.recipient, attempts: mail.attempts },
        'mail could not be sent',
      );
      await this.deps.repository
        .retryAt(mail.id, new Date(this.deps.clock.now().getTime() + delayMs))
        .catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.draining;
  }
}
