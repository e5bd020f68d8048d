import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import { SessionCache } from './session-cache.js';

const user = (id: string) => ({ id }) as UserRow;

describe('session cache', () => {
  it('answers until the entry is stale or the token expires', () => {
    const cache = new SessionCache(1000);
    cache.set('t1', user('u1'), 's1', 5000, 0);
    expect(cache.get('t1', 999)?.sessionId).toBe('s1');
    expect(cache.get('t1', 1000)).toBeUndefined();
    cache.set('t2', user('u1'), 's2', 500, 0);
    expect(cache.get('t2', 500)).toBeUndefined();
  });

  it('forgets every token of a user at once', () => {
    const cache = new SessionCache(10_000);
    cache.set('a', user('u1'), 's1', 99_999, 0);
    cache.set('b', user('u1'), 's2', 99_999, 0);
    cache.set('c', user('u2'), 's3', 99_999, 0);
    cache.forgetUser('u1');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.sessionId).toBe('s3');
    expect(cache.size).toBe(1);
  });

  it('stays bounded', () => {
    const cache = new SessionCache(10_000, 3);
    for (const token of ['a', 'b', 'c', 'd']) cache.set(token, user(token), token, 99_999, 0);
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.get('d', 1)?.sessionId).toBe('d');
  });
});
