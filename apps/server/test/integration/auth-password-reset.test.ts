import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@circle/contract';
import { latestCode, readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import {
  buildTestApp,
  login,
  signedInUser,
  uniqueEmail,
  type TestApp,
} from '../support/test-app.js';

describe(`password reset (${databaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const requestReset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
  const reset = (token: string, code: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { 'x-verification-token': token },
      payload: { code, new_password: newPassword },
    });

  it('answers the same for known and unknown addresses and mails only a real account', async () => {
    const user = await signedInUser(t);
    const ghost = uniqueEmail('ghost');
    const known = await requestReset(user.email);
    const unknown = await requestReset(ghost);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(known.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    expect(known.json().message).toBe(unknown.json().message);
    expect(unknown.json().expires_in).toBe(1800);
    const mails = await readOutbox(t.outboxDir);
    expect(mails.some((m) => m.to.includes(ghost))).toBe(false);
    expect(
      mails.filter((m) => m.to.includes(user.email.toLowerCase()) && /reset/i.test(m.subject)),
    ).toHaveLength(1);
    // A decoy token behaves like a real one with a wrong code.
    const decoy = await reset(unknown.json().reset_token, '123456', 'BrandNew123');
    expect(decoy.statusCode).toBe(400);
    expect(decoy.json().detail).toBe(SERVER_MESSAGES.invalidVerificationCode);
  });

  it('resets with the mailed code, revokes every session and allows the new password only', async () => {
    const user = await signedInUser(t);
    const { reset_token } = (await requestReset(user.email)).json();
    const code = await latestCode(t.outboxDir, user.email);
    const response = await reset(reset_token, code, 'BrandNew123');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password has been reset successfully' });

    const oldSession = await t.app.inject({ url: '/api/auth/me', headers: user.auth });
    expect(oldSession.statusCode).toBe(401);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
    expect((await login(t, user.email, 'BrandNew123')).statusCode).toBe(200);
    // Single use.
    expect((await reset(reset_token, code, 'Another123')).statusCode).toBe(401);
  });

  it('refuses a wrong code, a verification token of another purpose and a short password', async () => {
    const user = await signedInUser(t);
    const { reset_token } = (await requestReset(user.email)).json();
    const code = await latestCode(t.outboxDir, user.email);
    const wrong = await reset(reset_token, code === '999999' ? '000000' : '999999', 'BrandNew123');
    expect(wrong.statusCode).toBe(400);
    const short = await reset(reset_token, code, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0]).toMatchObject({
      loc: ['body', 'new_password'],
      type: 'string_too_short',
    });
    expect((await reset(user.verificationToken, code, 'BrandNew123')).statusCode).toBe(401);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { code, new_password: 'BrandNew123' },
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('validates the e-mail of the request', async () => {
    const response = await requestReset('nope');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({
      loc: ['body', 'email'],
      type: 'value_error',
    });
  });
});
