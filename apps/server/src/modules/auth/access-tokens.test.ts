import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-tokens.js';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';

describe('access tokens', () => {
  const tokens = new AccessTokens(SECRET, 3600);
  const now = new Date('2026-01-01T00:00:00Z');

  it('round-trips user and session, and expires', async () => {
    const token = await tokens.sign({ userId: 'u1', sessionId: 's1' }, now);
    expect(await tokens.verify(token, now)).toEqual({
      userId: 'u1',
      sessionId: 's1',
      expiresAt: now.getTime() + 3600_000,
    });
    expect(await tokens.verify(token, new Date(now.getTime() + 3601_000))).toBeNull();
  });

  it('refuses another key, another audience, another algorithm and garbage', async () => {
    const other = await new AccessTokens('another-secret-that-is-long-enough-xx', 3600).sign(
      { userId: 'u1', sessionId: 's1' },
      now,
    );
    expect(await tokens.verify(other, now)).toBeNull();
    const key = new TextEncoder().encode(SECRET);
    const wrongAudience = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setJti('s1')
      .setAudience('someone-else')
      .setIssuer('circle')
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 60)
      .sign(key);
    expect(await tokens.verify(wrongAudience, now)).toBeNull();
    const hs512 = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('u1')
      .setJti('s1')
      .setAudience('circle-api')
      .setIssuer('circle')
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 60)
      .sign(key);
    expect(await tokens.verify(hs512, now)).toBeNull();
    expect(await tokens.verify('garbage', now)).toBeNull();
    expect(await tokens.verify('', now)).toBeNull();
  });
});
