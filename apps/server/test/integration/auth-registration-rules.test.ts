import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@circle/contract';
import { latestCode } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import {
  buildTestApp,
  login,
  registerUser,
  signedInUser,
  uniqueEmail,
  type TestApp,
} from '../support/test-app.js';

const HOUR = 3_600_000;

describe(`registrations that expire and passwords too common to use (${databaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, full_name: 'Rightful Owner' },
    });
  const verify = (token: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { 'x-verification-token': token },
      payload: { code },
    });
  const expectCommonPassword = (response: Awaited<ReturnType<typeof register>>, field: string) => {
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      expect.objectContaining({
        loc: ['body', field],
        type: 'value_error',
        msg: expect.stringMatching(/too common/),
      }),
    ]);
  };

  it('frees an address registered but never verified after 24 hours', async () => {
    const email = uniqueEmail('squatted');
    await registerUser(t, email, 'Squatter-pass-1');
    // While the registration waits for its code, the address stays taken (409, as the spec says).
    const early = await register(email, 'Owner-pass-123');
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(SERVER_MESSAGES.emailAlreadyRegistered);

    t.clock.advance(24 * HOUR + 60_000);
    const again = await register(email, 'Owner-pass-123');
    expect(again.statusCode).toBe(201);
    const code = await latestCode(t.outboxDir, email);
    expect((await verify(again.json().verification_token, code)).statusCode).toBe(200);
    expect((await login(t, email, 'Owner-pass-123')).statusCode).toBe(200);
    expect((await login(t, email, 'Squatter-pass-1')).statusCode).toBe(401);
  });

  it('purges expired registrations periodically and keeps verified accounts', async () => {
    const stale = await registerUser(t, uniqueEmail('stale'));
    const kept = await signedInUser(t, uniqueEmail('kept'));
    t.clock.advance(25 * HOUR);
    expect(await t.app.services.authService.purgeExpiredRegistrations()).toBeGreaterThanOrEqual(1);
    expect((await login(t, stale.email, stale.password)).statusCode).toBe(401);
    expect((await login(t, kept.email, kept.password)).statusCode).toBe(200);
    // A fresh registration is not touched.
    const fresh = await registerUser(t, uniqueEmail('fresh'));
    await t.app.services.authService.purgeExpiredRegistrations();
    expect((await login(t, fresh.email, fresh.password)).statusCode).toBe(403);
  });

  it('refuses common passwords at registration with a validation error', async () => {
    for (const password of ['password', '12345678', 'Password1', 'qwertyuiop']) {
      expectCommonPassword(await register(uniqueEmail('weak'), password), 'password');
    }
    expect((await register(uniqueEmail('strong'), 'Lantern-Orbit-73')).statusCode).toBe(201);
  });

  it('refuses a common new password on change and on reset, keeping the reset code usable', async () => {
    const user = await signedInUser(t);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-password',
      headers: user.auth,
      payload: { current_password: user.password, new_password: 'iloveyou' },
    });
    expectCommonPassword(change, 'new_password');

    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: user.email },
    });
    const token = request.json().reset_token as string;
    const code = await latestCode(t.outboxDir, user.email);
    const reset = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { 'x-verification-token': token },
        payload: { code, new_password: newPassword },
      });
    expectCommonPassword(await reset('12345678'), 'new_password');
    expect((await reset('Harbour-Light-88')).statusCode).toBe(200);
    expect((await login(t, user.email, 'Harbour-Light-88')).statusCode).toBe(200);
  });
});
