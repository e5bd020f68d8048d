import { describe, expect, it } from 'vitest';
import { formatByteSize } from './byte-size.js';

describe('formatByteSize', () => {
  it('states limits in powers of 1024 without rounding them up', () => {
    expect(formatByteSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatByteSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatByteSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatByteSize(512 * 1024)).toBe('512 KB');
    expect(formatByteSize(1024 ** 3)).toBe('1 GB');
    expect(formatByteSize(900)).toBe('900 bytes');
    expect(formatByteSize(0)).toBe('0 bytes');
  });
});
