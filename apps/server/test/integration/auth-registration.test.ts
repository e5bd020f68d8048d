import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@circle/contract';
import { latestCode, readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import {
  buildTestApp,
  login,
  registerUser,
  uniqueEmail,
  type TestApp,
} from '../support/test-app.js';

describe(`registration, verification and login (${databaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const verify = (token: string | undefined, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: token ? { 'x-verification-token': token } : {},
      payload: { code },
    });

  it('registers an unverified user, mails a 6-digit code and answers 201', async () => {
    const email = uniqueEmail('Reg');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Circle-pass-123', full_name: 'Ada Lovelace' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      full_name: 'Ada Lovelace',
      is_verified: false,
    });
    expect(body.user.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(body.expires_in).toBe(1800);
    expect(body.verification_token.length).toBeGreaterThanOrEqual(22);
    expect(body).not.toHaveProperty('access_token');
    const mails = (await readOutbox(t.outboxDir)).filter((m) => m.to.includes(email.toLowerCase()));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toMatch(/expires in 30 minutes/);
    expect(mails[0]!.raw).toContain('Content-Type: text/html');
    expect(await latestCode(t.outboxDir, email)).toMatch(/^\d{6}$/);
  });

  it('refuses a second account for the same address, whatever its case (409)', async () => {
    const { email } = await registerUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: email.toUpperCase(), password: 'Circle-pass-123', full_name: 'Someone' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: SERVER_MESSAGES.emailAlreadyRegistered });
  });

  it('answers 422 lists with loc, type and ctx for bad fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email', password: 'short', full_name: 'A' },
    });
    expect(response.statusCode).toBe(422);
    const detail = response.json().detail;
    expect(detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'value_error' },
        {
          loc: ['body', 'password'],
          msg: 'String should have at least 8 characters',
          type: 'string_too_short',
          ctx: { min_length: 8 },
        },
        expect.objectContaining({
          loc: ['body', 'full_name'],
          type: 'string_too_short',
          ctx: { min_length: 2 },
        }),
      ]),
    );
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'email'], msg: 'Field required', type: 'missing' },
        { loc: ['body', 'password'], msg: 'Field required', type: 'missing' },
      ]),
    );
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'x'.repeat(129) },
    });
    expect(tooLong.json().detail[0]).toMatchObject({
      type: 'string_too_long',
      ctx: { max_length: 128 },
    });
  });

  it('unverified login answers 403 EMAIL_NOT_VERIFIED; verification then allows login', async () => {
    const user = await registerUser(t);
    const before = await login(t, user.email, user.password);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({
      detail: SERVER_MESSAGES.emailNotVerified,
      code: 'EMAIL_NOT_VERIFIED',
    });

    const verified = await verify(
      user.verificationToken,
      await latestCode(t.outboxDir, user.email),
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Email verified successfully',
      verification_type: 'registration',
      user: { is_verified: true },
    });

    const after = await login(t, user.email, user.password);
    expect(after.statusCode).toBe(200);
    const body = after.json();
    expect(body).toMatchObject({
      token_type: 'bearer',
      requires_verification: false,
      verification_token: null,
      verification_expires_in: 1800,
      user: { email: user.email.toLowerCase(), is_verified: true },
    });
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.userId);
  });

  it('a code is single use and bound to its own token', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const codeA = await latestCode(t.outboxDir, a.email);
    const crossed = await verify(b.verificationToken, codeA);
    // 1 in a million the two codes are equal; then the cross check is meaningless, not wrong.
    if (codeA !== (await latestCode(t.outboxDir, b.email))) {
      expect(crossed.statusCode).toBe(400);
      expect(crossed.json().detail).toBe(SERVER_MESSAGES.invalidVerificationCode);
    }
    expect((await verify(a.verificationToken, codeA)).statusCode).toBe(200);
    const again = await verify(a.verificationToken, codeA);
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe(SERVER_MESSAGES.invalidVerificationToken);
  });

  it('kills the code after five wrong codes until a new one is requested', async () => {
    const user = await registerUser(t);
    const code = await latestCode(t.outboxDir, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify(user.verificationToken, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(SERVER_MESSAGES.invalidVerificationCode);
    }
    const dead = await verify(user.verificationToken, code);
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toEqual({
      detail: SERVER_MESSAGES.invalidVerificationCode,
      code: 'CODE_ATTEMPTS_EXHAUSTED',
    });

    t.clock.advance(61_000);
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification-code',
      headers: { 'x-verification-token': user.verificationToken },
    });
    expect(resent.statusCode).toBe(200);
    const fresh = await latestCode(t.outboxDir, user.email);
    expect((await verify(user.verificationToken, fresh)).statusCode).toBe(200);
  });

  it('expires tokens after 1800 s', async () => {
    const user = await registerUser(t);
    const code = await latestCode(t.outboxDir, user.email);
    t.clock.advance(1801_000);
    const response = await verify(user.verificationToken, code);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(SERVER_MESSAGES.invalidVerificationToken);
  });

  it('refuses a missing or unknown verification token with 401', async () => {
    expect((await verify(undefined, '123456')).statusCode).toBe(401);
    const unknown = await verify('made-up-token', '123456');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().detail).toBe(SERVER_MESSAGES.invalidVerificationToken);
    const badShape = await verify('made-up-token', '12ab');
    expect(badShape.statusCode).toBe(422);
  });

  it('resend within 60 s answers 429 with Retry-After naming the seconds; later it mails a new code', async () => {
    const user = await registerUser(t);
    const first = await latestCode(t.outboxDir, user.email);
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification-code',
        headers: { 'x-verification-token': user.verificationToken },
      });
    t.clock.advance(20_000);
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json().detail).toBe('Please wait 40 seconds before requesting a new code.');

    t.clock.advance(41_000);
    const ok = await resend();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'A new verification code has been sent',
      expires_in: 1800,
      retry_after: 60,
    });
    const second = await latestCode(t.outboxDir, user.email);
    const mails = (await readOutbox(t.outboxDir)).filter((m) =>
      m.to.includes(user.email.toLowerCase()),
    );
    expect(mails).toHaveLength(2);
    if (first !== second)
      expect((await verify(user.verificationToken, first)).statusCode).toBe(400);
    expect((await verify(user.verificationToken, second)).statusCode).toBe(200);
  });

  it('request-verification-token takes form credentials and mails a fresh code', async () => {
    const user = await registerUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-verification-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: user.email, password: user.password }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ expires_in: 1800, user: { email: user.email.toLowerCase() } });
    // The new token supersedes the one from registration.
    const code = await latestCode(t.outboxDir, user.email);
    expect((await verify(user.verificationToken, code)).statusCode).toBe(401);
    expect((await verify(body.verification_token, code)).statusCode).toBe(200);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-verification-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: user.email, password: 'WrongPass1' }).toString(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(SERVER_MESSAGES.incorrectCredentials);
  });

  it('unknown e-mail and wrong password give the same 401', async () => {
    const user = await registerUser(t);
    const wrongPassword = await login(t, user.email, 'NotThePassword1');
    const unknownEmail = await login(t, uniqueEmail('ghost'), 'NotThePassword1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: SERVER_MESSAGES.incorrectCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('takes login as form fields only', async () => {
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a@b.co', password: 'x' },
    });
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json().detail).toMatch(/form fields/);
    const empty = await login(t, '', '');
    expect(empty.statusCode).toBe(422);
  });

  it('throttles repeated failures per account with growing back-off (429 + Retry-After)', async () => {
    const user = await registerUser(t);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await login(t, user.email, `Wrong${attempt}xxxx`)).statusCode).toBe(401);
    }
    const blocked = await login(t, user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(blocked.json().code).toBe('RATE_LIMITED');
  });
});
