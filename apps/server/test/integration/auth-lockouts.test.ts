import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@circle/contract';
import { latestCode } from '../support/outbox.js';
import { databaseKind } from '../support/test-database.js';
import { buildTestApp, signedInUser, type TestApp } from '../support/test-app.js';

/** A code that is certainly not `code`. */
const wrongCode = (code: string, n: number) =>
  String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

let clients = 0;
/** A client address nobody has used yet in this file. */
const freshClient = () => {
  clients += 1;
  return `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

describe(`lock-outs a stranger cannot cause (${databaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const requestReset = (email: string, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
      remoteAddress: client,
    });
  const reset = (token: string, code: string, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { 'x-verification-token': token },
      payload: { code, new_password: 'Fresh-start-42' },
      remoteAddress: client,
    });
  const signIn = (email: string, password: string, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: new URLSearchParams({ username: email, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: client,
    });

  /** Ten wrong codes over two reset requests from `client`: what locks that client out. */
  async function guessTenCodes(email: string, client: string) {
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      const token = (await requestReset(email, client)).json().reset_token as string;
      const code = await latestCode(t.outboxDir, email);
      for (let guess = 0; guess < 5; guess += 1)
        statuses.push((await reset(token, wrongCode(code, guess), client)).statusCode);
    }
    return statuses;
  }

  it('a stranger’s wrong reset codes lock only the stranger; the owner resets from their own client', async () => {
    const owner = await signedInUser(t);
    const stranger = freshClient();
    const statuses = await guessTenCodes(owner.email, stranger);
    expect(statuses.slice(0, 9).every((status) => status === 400)).toBe(true);
    expect(statuses[9]).toBe(429);
    expect((await requestReset(owner.email, stranger)).statusCode).toBe(429);

    const home = freshClient();
    const request = await requestReset(owner.email, home);
    expect(request.statusCode).toBe(200);
    const code = await latestCode(t.outboxDir, owner.email);
    expect((await reset(request.json().reset_token, code, home)).statusCode).toBe(200);
  });

  it('a stranger spends only their own reset quota, and their requests do not void the owner’s code', async () => {
    const owner = await signedInUser(t);
    const home = freshClient();
    const mine = await requestReset(owner.email, home);
    const myCode = await latestCode(t.outboxDir, owner.email);
    const stranger = freshClient();
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await requestReset(owner.email, stranger)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await reset(mine.json().reset_token, myCode, home)).statusCode).toBe(200);
    expect((await requestReset(owner.email, home)).statusCode).toBe(200);
  });

  it('a stranger’s wrong passwords never block the owner’s right one from a fresh client', async () => {
    const owner = await signedInUser(t);
    const stranger = freshClient();
    for (let attempt = 1; attempt <= 6; attempt += 1)
      expect((await signIn(owner.email, `Guess-${attempt}-xyz`, stranger)).statusCode).toBe(401);
    // The same client is still held back, even with the right password.
    const blocked = await signIn(owner.email, owner.password, stranger);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe(ERROR_CODES.rateLimited);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const signedIn = await signIn(owner.email, owner.password, freshClient());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().access_token).toEqual(expect.any(String));
  });

  it('a guess spread over many clients meets the account’s ceiling; the owner still signs in', async () => {
    const owner = await signedInUser(t);
    // Six clients, five free failures each: the account's ceiling of 30.
    for (let client = 0; client < 6; client += 1) {
      const address = freshClient();
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await signIn(owner.email, `Spread-${attempt}-xyz`, address)).statusCode).toBe(401);
    }
    // Past it, a new guessing client gets one free failure, then waits a quarter of an hour.
    const guesser = freshClient();
    expect((await signIn(owner.email, 'Another-guess-1', guesser)).statusCode).toBe(401);
    expect((await signIn(owner.email, 'Another-guess-2', guesser)).statusCode).toBe(401);
    const held = await signIn(owner.email, owner.password, guesser);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(10 * 60);
    // The owner's first attempt from their own client is compared, and passes.
    expect((await signIn(owner.email, owner.password, freshClient())).statusCode).toBe(200);
  });

  it('codes guessed from many clients meet the account’s ceilings; the owner’s own code passes', async () => {
    const owner = await signedInUser(t);
    // Three clients, ten wrong codes each: the account's ceiling of 30 wrong codes.
    for (let client = 0; client < 3; client += 1) await guessTenCodes(owner.email, freshClient());
    // Past it, each token allows a single try: a guesser's second one is refused.
    const guesser = freshClient();
    const token = (await requestReset(owner.email, guesser)).json().reset_token as string;
    const code = await latestCode(t.outboxDir, owner.email);
    expect((await reset(token, wrongCode(code, 0), guesser)).json().code).toBe(
      ERROR_CODES.codeAttemptsExhausted,
    );
    expect((await reset(token, code, guesser)).statusCode).toBe(400);
    // The owner types the code of their own mail once, and it works.
    const home = freshClient();
    const mine = (await requestReset(owner.email, home)).json().reset_token as string;
    const myCode = await latestCode(t.outboxDir, owner.email);
    expect((await reset(mine, myCode, home)).statusCode).toBe(200);
  });

  it('limits code mails per account over all clients', async () => {
    const owner = await signedInUser(t);
    const answers: number[] = [];
    for (let client = 0; client < 5; client += 1) {
      const address = freshClient();
      for (let i = 0; i < 5; i += 1)
        answers.push((await requestReset(owner.email, address)).statusCode);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(20);
    expect(answers.slice(20).every((status) => status === 429)).toBe(true);
  });
});
