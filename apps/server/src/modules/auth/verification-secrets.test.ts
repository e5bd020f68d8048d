import { describe, expect, it } from 'vitest';
import {
  hashCode,
  hashToken,
  newOpaqueToken,
  newVerificationCode,
  sameHash,
} from './verification-secrets.js';

describe('verification secrets', () => {
  it('makes 6-digit codes, zero-padded, spread over the range', () => {
    const codes = Array.from({ length: 2000 }, newVerificationCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1950);
  });

  it('makes URL-safe tokens of 256 bits', () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken()).not.toBe(token);
  });

  it('stores tokens and codes only as hashes, codes bound to token and purpose', () => {
    expect(hashToken('abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken('abc')).not.toContain('abc');
    const base = hashCode('secret', 'token-1', 'registration', '123456');
    expect(hashCode('secret', 'token-1', 'registration', '123456')).toBe(base);
    expect(hashCode('secret', 'token-2', 'registration', '123456')).not.toBe(base);
    expect(hashCode('secret', 'token-1', 'password_reset', '123456')).not.toBe(base);
    expect(hashCode('other', 'token-1', 'registration', '123456')).not.toBe(base);
    expect(sameHash(base, base)).toBe(true);
    expect(sameHash(base, hashToken('x'))).toBe(false);
    expect(sameHash(base, 'ab')).toBe(false);
  });
});
