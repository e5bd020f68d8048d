import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mailer/mailer.js';
import type { Tx } from '../../db/database.js';
import type { MailDeliveries } from './mail-deliveries.js';
import {
  codeLockNoticeMail,
  emailChangedNoticeMail,
  passwordChangedNoticeMail,
  verificationCodeMail,
} from './mails/account-mails.js';
import { householdInvitationMail } from './mails/household-mails.js';
import type { RenderedMail } from './mails/mail-layout.js';

export interface AccountMailDeps {
  mailer: Mailer;
  deliveries: MailDeliveries;
  log: FastifyBaseLogger;
}

/**
 * The narrow port for mails that go to one address whatever subscribes to the change: codes,
 * notices about the account, household invitations. Codes and notices are sent at once, as
 * before: a code is only good for minutes and can be asked for again, and a password reset must
 * do the same database work for known and unknown addresses. A household invitation is written
 * to the outbox with the invitation itself and sent after the commit.
 */
export class AccountMail {
  constructor(private readonly deps: AccountMailDeps) {}

  /** Failures are logged, never lost silently, and never undo what the user saved. */
  private async send(to: string, mail: RenderedMail, logContext?: Record<string, unknown>) {
    try {
      await this.deps.mailer.send({ to, ...mail, ...(logContext ? { logContext } : {}) });
    } catch (error) {
      this.deps.log.error({ err: error, to, subject: mail.subject }, 'mail could not be sent');
    }
  }

  verificationCode(
    to: string,
    purpose: Parameters<typeof verificationCodeMail>[0],
    code: string,
    expiresInSeconds: number,
  ): Promise<void> {
    return this.send(to, verificationCodeMail(purpose, code, expiresInSeconds), { purpose, code });
  }

  emailChanged(to: string, newEmail: string): Promise<void> {
    return this.send(to, emailChangedNoticeMail(newEmail));
  }

  passwordChanged(to: string): Promise<void> {
    return this.send(to, passwordChangedNoticeMail());
  }

  codesLocked(
    to: string,
    group: Parameters<typeof codeLockNoticeMail>[0],
    lockMinutes: number,
  ): Promise<void> {
    return this.send(to, codeLockNoticeMail(group, lockMinutes));
  }

  /** Written in `tx`, the invitation's transaction; call `deliver()` once it has committed. */
  householdInvitation(
    tx: Tx,
    to: string,
    input: Parameters<typeof householdInvitationMail>[0],
  ): Promise<void> {
    return this.deps.deliveries.write(tx, to, householdInvitationMail(input));
  }

  /** Sends the mails written so far (after the commit of the change that wrote them). */
  deliver(): Promise<void> {
    return this.deps.deliveries.deliver();
  }
}
