import { describe, expect, it } from 'vitest';
import { acceptedEncoding, currencyMeta } from './web-app.js';

describe('acceptedEncoding', () => {
  const both = ['br', 'gzip'] as const;
  it('prefers brotli, then gzip, among what the browser accepts', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(acceptedEncoding('gzip, deflate', both)).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(acceptedEncoding('*', both)).toBe('br');
    expect(acceptedEncoding('*;q=0, gzip', both)).toBe('gzip');
  });
  it('falls back to the plain file', () => {
    expect(acceptedEncoding(undefined, both)).toBeUndefined();
    expect(acceptedEncoding('identity', both)).toBeUndefined();
    expect(acceptedEncoding('br', ['gzip'])).toBeUndefined();
  });
});

describe('the currency meta tag', () => {
  it('describes how amounts are written, escaped for an attribute', () => {
    expect(currencyMeta('EUR')).toBe(
      '<meta name="circle-currency" content="EUR" data-symbol="€" data-positive="€#" data-negative="-€#" data-digits="2" />',
    );
    expect(currencyMeta('JPY')).toContain('data-digits="0"');
  });

  it('writes a code without a symbol as Intl does, and describes no malformed code', () => {
    expect(currencyMeta('XQQ')).toMatch(/data-positive="XQQ\s#"/);
    expect(currencyMeta('usd')).toBe('<meta name="circle-currency" content="" />');
  });
});
