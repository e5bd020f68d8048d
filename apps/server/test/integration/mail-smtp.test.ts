import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, uniqueEmail, type TestApp } from '../support/test-app.js';

interface Received {
  to: string[];
  raw: string;
}

describe('mail through a real SMTP server', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await buildTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        MAIL_FROM: 'Circle <hello@circle.test>',
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the verification code as plain text and HTML over SMTP', async () => {
    const email = uniqueEmail('smtp');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Circle-pass-123', full_name: 'Mail Person' },
    });
    expect(response.statusCode).toBe(201);
    expect(t.app.services.mailer.kind).toBe('smtp');
    const mail = received.find((m) => m.to.includes(email.toLowerCase()));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/From: Circle <hello@circle\.test>/);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    const code = /Subject: (\d{6}) is your Circle code/.exec(mail!.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { 'x-verification-token': response.json().verification_token },
      payload: { code },
    });
    expect(verified.statusCode).toBe(200);
  });
});
