import type { DbOrTx, Tx } from '../../db/database.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { MailDeliveries } from './mail-deliveries.js';
import { requestChangeMail, shareChangeMail, type ChangeMail } from './mails/change-mails.js';

export interface MailSubscriberDeps {
  deliveries: MailDeliveries;
  /** Whether the person wants loan reminders by mail, read in the change's transaction. */
  wantsLoanMails: (userId: string, tx: DbOrTx | undefined) => Promise<boolean>;
  today: () => string;
  publicUrl: string;
}

/**
 * Turns share and request changes into mails: each is written to the outbox in the change's
 * transaction (a rollback sends nothing, a crash after the commit loses nothing) and sent once
 * the change has committed.
 */
export function subscribeMails(events: DomainEventBus, deps: MailSubscriberDeps): void {
  const write = async (mail: ChangeMail | null, tx: Tx | undefined) => {
    if (!mail) return undefined;
    if (mail.optOutUserId && !(await deps.wantsLoanMails(mail.optOutUserId, tx))) return undefined;
    for (const to of mail.to) await deps.deliveries.write(tx, to, mail.mail);
    return () => deps.deliveries.deliver();
  };
  events.onStored('sharesChanged', (change, tx) =>
    write(shareChangeMail(change, deps.today(), deps.publicUrl), tx),
  );
  events.onStored('requestsChanged', (change, tx) =>
    write(requestChangeMail(change, deps.publicUrl), tx),
  );
}
