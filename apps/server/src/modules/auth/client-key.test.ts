import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.js';

describe('client key', () => {
  it('is one key per IPv4 address, seen directly or through IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe(clientKey('::ffff:203.0.113.7'));
    expect(clientKey('203.0.113.7')).not.toBe(clientKey('203.0.113.8'));
  });

  it('is one key per IPv6 /64, however the address is written', () => {
    const one = clientKey('2001:db8:aa:1::1');
    expect(clientKey('2001:db8:aa:1:ffff:1234:5678:9abc')).toBe(one);
    expect(clientKey('2001:0db8:00aa:0001:0:0:0:2')).toBe(one);
    expect(clientKey('2001:db8:aa:2::1')).not.toBe(one);
  });

  it('holds no address in the clear', () => {
    expect(clientKey('203.0.113.7')).toMatch(/^[0-9a-f]{32}$/);
  });
});
