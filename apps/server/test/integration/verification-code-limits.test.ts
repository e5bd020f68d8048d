import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@circle/contract';
import type { LightMyRequestResponse } from 'fastify';
import { latestCode, readOutbox } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import {
  buildTestApp,
  registerUser,
  signedInUser,
  uniqueEmail,
  type TestApp,
} from '../support/test-app.js';

const MINUTE = 60_000;

/** A code that is certainly not `code`. */
const wrongCode = (code: string, n: number) =>
  String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

describe(`verification code limits per account (${databaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const requestReset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
  const reset = (token: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { 'x-verification-token': token },
      payload: { code, new_password: 'Taken0ver!' },
    });
  const verify = (token: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { 'x-verification-token': token },
      payload: { code },
    });
  const resend = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification-code',
      headers: { 'x-verification-token': token },
    });
  const lockMails = async (email: string) =>
    (await readOutbox(t.outboxDir)).filter(
      (mail) => mail.to.includes(email.toLowerCase()) && /wrong codes/i.test(mail.subject),
    );

  /**
   * The attack: five wrong guesses, wait out the cooldown, get a fresh code (a resend, or every
   * other round a new reset request), and again. Returns every answer to a guess.
   */
  async function bruteForceReset(email: string, rounds: number, realCode?: () => Promise<string>) {
    let token = (await requestReset(email)).json<{ reset_token: string }>().reset_token;
    const answers: LightMyRequestResponse[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const code = realCode ? await realCode() : '000000';
      for (let guess = 0; guess < 5; guess += 1)
        answers.push(await reset(token, wrongCode(code, guess)));
      t.clock.advance(61_000);
      if (round % 2 === 0) {
        await resend(token);
      } else {
        const fresh = await requestReset(email);
        if (fresh.statusCode === 200) token = fresh.json<{ reset_token: string }>().reset_token;
      }
    }
    return answers;
  }

  it('stops a password-reset brute force over resends and new requests, and tells the owner once', async () => {
    const victim = await signedInUser(t);
    const answers = await bruteForceReset(victim.email, 6, () =>
      latestCode(t.outboxDir, victim.email),
    );
    const wrong = answers.filter((answer) => answer.statusCode === 400);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    // Ten wrong codes counted: nine refused as wrong, the tenth locks.
    expect(wrong).toHaveLength(9);
    expect(refused).toHaveLength(answers.length - 9);
    const lock = refused[0]!;
    expect(lock.json().code).toBe(ERROR_CODES.codeAttemptsExhausted);
    expect(lock.json().detail).toMatch(/Password reset for this account is locked/);
    expect(Number(lock.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(lock.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await lockMails(victim.email)).toHaveLength(1);

    // While locked even the right code is refused, and no new code is mailed.
    const { reset_token } = (await requestReset(victim.email)).json();
    expect(reset_token).toBeUndefined();
    t.clock.advance(61 * MINUTE);
    // After the lock the owner resets as usual.
    const again = await requestReset(victim.email);
    expect(again.statusCode).toBe(200);
    const code = await latestCode(t.outboxDir, victim.email);
    expect((await reset(again.json().reset_token, code)).statusCode).toBe(200);
    expect(await lockMails(victim.email)).toHaveLength(1);
  });

  it('locks the reset of an unknown address the same way, without mailing anyone', async () => {
    const ghost = uniqueEmail('ghost');
    const answers = await bruteForceReset(ghost, 3);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(9);
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(await readOutbox(t.outboxDir)).not.toContainEqual(
      expect.objectContaining({ to: expect.stringContaining(ghost) }),
    );
  });

  it('never lets a resend wipe the count, and limits code mails per account', async () => {
    const user = await signedInUser(t);
    const first = await requestReset(user.email);
    const token = first.json().reset_token as string;
    const code = await latestCode(t.outboxDir, user.email);
    for (let i = 0; i < 5; i += 1)
      expect((await reset(token, wrongCode(code, i))).statusCode).toBe(400);
    // Four resends: five code mails in the hour in all.
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(61_000);
      expect((await resend(token)).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    const sixth = await resend(token);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe(ERROR_CODES.rateLimited);
    expect(sixth.json().detail).toMatch(/Too many codes were requested/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await requestReset(user.email)).statusCode).toBe(429);
    // The five wrong codes before the resends still count: five more lock the reset.
    const current = await latestCode(t.outboxDir, user.email);
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await reset(token, wrongCode(current, i))).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    // The mail limit lifts when the hour is over.
    t.clock.advance(61 * MINUTE);
    expect((await requestReset(user.email)).statusCode).toBe(200);
  });

  it('limits e-mail verification codes across resends and new sign-in tokens', async () => {
    const user = await registerUser(t);
    let token = user.verificationToken;
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const code = await latestCode(t.outboxDir, user.email);
      for (let guess = 0; guess < 5; guess += 1) {
        statuses.push((await verify(token, wrongCode(code, guess))).statusCode);
      }
      t.clock.advance(61_000);
      if (round === 0) {
        await resend(token);
      } else {
        const fresh = await t.app.inject({
          method: 'POST',
          url: '/api/auth/request-verification-token',
          payload: new URLSearchParams({
            username: user.email,
            password: user.password,
          }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        if (fresh.statusCode === 200) token = fresh.json().verification_token as string;
      }
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(9);
    expect(statuses.slice(9).every((status) => status === 429)).toBe(true);
    expect(await lockMails(user.email)).toHaveLength(1);
    const right = await latestCode(t.outboxDir, user.email);
    const locked = await verify(token, right);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/E-mail verification for this account is locked/);
  });

  it('limits e-mail change codes and tells the owner at their current address', async () => {
    const user = await signedInUser(t);
    const newEmail = uniqueEmail('moved');
    const start = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/update-email',
        headers: user.auth,
        payload: { new_email: newEmail, password: user.password },
      });
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      const token = (await start()).json().verification_token as string;
      const code = await latestCode(t.outboxDir, newEmail);
      for (let guess = 0; guess < 5; guess += 1) {
        statuses.push((await verify(token, wrongCode(code, guess))).statusCode);
      }
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(9);
    expect(statuses[9]).toBe(429);
    expect((await start()).statusCode).toBe(429);
    expect(await lockMails(user.email)).toHaveLength(1);
    expect(await lockMails(newEmail)).toHaveLength(0);
  });
});
