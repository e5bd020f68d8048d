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

describe(`the signed-in account (${databaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses missing, malformed, forged and expired bearer tokens with 401', async () => {
    const user = await signedInUser(t);
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not.a.jwt' },
      { authorization: `Bearer ${user.token.slice(0, -3)}abc` },
    ];
    for (const headers of cases) {
      const response = await t.app.inject({ url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: SERVER_MESSAGES.couldNotValidateCredentials });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
    // alg "none" is not on the allowlist.
    const [, payload] = user.token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(
      (
        await t.app.inject({
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${unsigned}` },
        })
      ).statusCode,
    ).toBe(401);

    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(401);
    t.clock.set(Date.now());
  });

  it('updates the profile and validates the name', async () => {
    const user = await signedInUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: user.auth,
      payload: { full_name: '  Grace Hopper  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      full_name: 'Grace Hopper',
      email: user.email.toLowerCase(),
    });
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: user.auth,
      payload: { full_name: 'G' },
    });
    expect(short.statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.auth })).json().full_name).toBe(
      'Grace Hopper',
    );
  });

  it('counts live sessions, and logout revokes only its own', async () => {
    const user = await signedInUser(t);
    const second = (await login(t, user.email, user.password)).json().access_token as string;
    const stats = await t.app.inject({ url: '/api/auth/user-stats', headers: user.auth });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toMatchObject({
      active_tokens: 2,
      is_verified: true,
      email: user.email.toLowerCase(),
    });
    expect(stats.json().created_at).toMatch(/T/);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: user.auth,
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out successfully', success: true });
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(401);
    const other = { authorization: `Bearer ${second}` };
    expect((await t.app.inject({ url: '/api/auth/me', headers: other })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/auth/user-stats', headers: other })).json().active_tokens,
    ).toBe(1);
  });

  it('changes the password: wrong current is 400, success revokes the other sessions only', async () => {
    const user = await signedInUser(t);
    const other = {
      authorization: `Bearer ${(await login(t, user.email, user.password)).json().access_token}`,
    };
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-password',
      headers: user.auth,
      payload: { current_password: 'WrongPass99', new_password: 'BrandNew123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: SERVER_MESSAGES.passwordIncorrect });

    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-password',
      headers: user.auth,
      payload: { current_password: user.password, new_password: 'BrandNew123' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: other })).statusCode).toBe(401);
    expect((await login(t, user.email, 'BrandNew123')).statusCode).toBe(200);
    const mails = await readOutbox(t.outboxDir);
    expect(
      mails.some(
        (m) => m.to.includes(user.email.toLowerCase()) && /password was changed/i.test(m.subject),
      ),
    ).toBe(true);
  });

  it('changes the e-mail only after the code mailed to the new address, and tells the old one', async () => {
    const user = await signedInUser(t);
    const newEmail = uniqueEmail('moved');
    const wrongPassword = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-email',
      headers: user.auth,
      payload: { new_email: newEmail, password: 'nope-nope' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().detail).toBe(SERVER_MESSAGES.passwordIncorrect);

    const start = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-email',
      headers: user.auth,
      payload: { new_email: newEmail, password: user.password },
    });
    expect(start.statusCode).toBe(200);
    const { verification_token, expires_in } = start.json();
    expect(expires_in).toBe(1800);
    // Nothing switched yet.
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.auth })).json().email).toBe(
      user.email.toLowerCase(),
    );

    const code = await latestCode(t.outboxDir, newEmail);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { 'x-verification-token': verification_token },
      payload: { code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      verification_type: 'email_change',
      user: { email: newEmail.toLowerCase() },
    });
    const notices = (await readOutbox(t.outboxDir)).filter(
      (m) =>
        m.to.includes(user.email.toLowerCase()) && /e-mail address was changed/i.test(m.subject),
    );
    expect(notices).toHaveLength(1);
    expect((await login(t, newEmail, user.password)).statusCode).toBe(200);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
  });

  it('refuses an e-mail change to a taken or identical address', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-email',
      headers: user.auth,
      payload: { new_email: other.email, password: user.password },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(SERVER_MESSAGES.emailUsedByAnotherAccount);
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-email',
      headers: user.auth,
      payload: { new_email: user.email, password: user.password },
    });
    expect(same.statusCode).toBe(400);
  });

  it('deletes the account: every session dies and the address is free again', async () => {
    const user = await signedInUser(t);
    const other = {
      authorization: `Bearer ${(await login(t, user.email, user.password)).json().access_token}`,
    };
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/delete-account',
      headers: user.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Account deleted successfully', success: true });
    expect((await t.app.inject({ url: '/api/auth/me', headers: user.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: other })).statusCode).toBe(401);
    expect((await login(t, user.email, user.password)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: user.email, password: 'Circle-pass-123', full_name: 'New Owner' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('needs a signed-in user on every account call', async () => {
    const calls = [
      ['GET', '/api/auth/me'],
      ['GET', '/api/auth/user-stats'],
      ['PUT', '/api/auth/update-profile'],
      ['PUT', '/api/auth/update-password'],
      ['PUT', '/api/auth/update-email'],
      ['DELETE', '/api/auth/delete-account'],
      ['POST', '/api/auth/logout'],
    ] as const;
    for (const [method, url] of calls) {
      const response = await t.app.inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
