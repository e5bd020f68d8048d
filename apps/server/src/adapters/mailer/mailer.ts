import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra fields logged beside the message (e.g. the code in the outbox mailer). */
  logContext?: Record<string, unknown>;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Mail through an SMTP server (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
    async close() {
      transport.close();
    },
  };
}

let outboxSequence = 0;

/**
 * The embedded default: each message is written to `<dir>/<time>-<n>.eml` and logged, so a
 * newcomer can sign up without a mail server.
 */
export function createOutboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send({ to, subject, text, html, logContext }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      await mkdir(dir, { recursive: true });
      outboxSequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${String(outboxSequence).padStart(4, '0')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to, subject, file, ...logContext }, 'mail written to the outbox');
    },
    async close() {
      transport.close();
    },
  };
}
