import type { DbOrTx } from '../../db/database.js';
import type { MailOutbox } from '../mail/index.js';
import type { RenderedMail } from './mails/mail-layout.js';

/**
 * The one way mail leaves the server: written to the outbox with the change that causes it (in
 * its transaction), sent once that change has committed, retried by the `mail-outbox` job.
 */
export class MailDeliveries {
  constructor(private readonly outbox: Pick<MailOutbox, 'enqueue' | 'drain'>) {}

  /** Writes the mail in `tx` (or on its own without one); call `deliver()` after the commit. */
  async write(tx: DbOrTx | undefined, to: string, mail: RenderedMail): Promise<void> {
    await this.outbox.enqueue(tx, { to, ...mail });
  }

  /** Sends what is due (the mails just written among them). */
  deliver(): Promise<void> {
    return this.outbox.drain();
  }
}
