import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatCountdown,
  formatDateTime,
  formatFileSize,
  formatValue,
  getFirstName,
  getInitials,
} from './format';

describe('getInitials', () => {
  it('takes the first letter of the first and the last word', () => {
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('grace brewster murray hopper')).toBe('GH');
  });

  it('uses one letter for a one-word name', () => {
    expect(getInitials('Cher')).toBe('C');
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(getInitials('  ada   lovelace ')).toBe('AL');
  });

  it('is "?" without a name', () => {
    expect(getInitials('')).toBe('?');
    expect(getInitials('   ')).toBe('?');
    expect(getInitials(null)).toBe('?');
    expect(getInitials(undefined)).toBe('?');
  });

  it('keeps non-Latin letters whole', () => {
    expect(getInitials('émile zola')).toBe('ÉZ');
  });
});

describe('getFirstName', () => {
  it('is the first word, or null', () => {
    expect(getFirstName('Ada Lovelace')).toBe('Ada');
    expect(getFirstName(' ')).toBeNull();
    expect(getFirstName(null)).toBeNull();
  });
});

describe('formatCountdown (mm:ss)', () => {
  it('pads minutes and seconds', () => {
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('does not go below zero and drops fractions', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(59.9)).toBe('00:59');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });

  it('does not cap minutes at 59', () => {
    expect(formatCountdown(3600)).toBe('60:00');
  });
});

describe('formatFileSize (Bytes, KB, MB, GB; powers of 1024; two decimals)', () => {
  it('formats each unit', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(500)).toBe('500 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(5.25 * 1024 * 1024)).toBe('5.25 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('rounds to two decimals', () => {
    expect(formatFileSize(1234567)).toBe('1.18 MB');
    expect(formatFileSize(1025)).toBe('1 KB');
  });

  it('stays in GB for bigger sizes', () => {
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2048 GB');
  });

  it('treats invalid sizes as zero', () => {
    expect(formatFileSize(-1)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});

describe('formatValue', () => {
  it('shows whole dollars under 1000', () => {
    expect(formatValue(0)).toBe('$0');
    expect(formatValue(45)).toBe('$45');
    expect(formatValue(99.6)).toBe('$100');
    expect(formatValue(999)).toBe('$999');
  });

  it('shows $X.Yk from 1000', () => {
    expect(formatValue(1000)).toBe('$1k');
    expect(formatValue(12_000)).toBe('$12k');
    expect(formatValue(11_960)).toBe('$12k');
    expect(formatValue(1500)).toBe('$1.5k');
    expect(formatValue(1450)).toBe('$1.5k');
    expect(formatValue(2050)).toBe('$2.1k');
    expect(formatValue(12345)).toBe('$12.3k');
    expect(formatValue(999.6)).toBe('$1k');
  });

  it('treats a missing value as zero', () => {
    expect(formatValue(null)).toBe('$0');
    expect(formatValue(undefined)).toBe('$0');
  });
});

describe('formatDateTime', () => {
  it('shows the date with its time, and passes unparseable text through', () => {
    expect(formatDateTime('2025-11-22T15:04:00Z')).toMatch(/Nov 2[12], 2025/);
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('value fields', () => {
  it('keep digits only', () => {
    expect(digitsOnly('1,2a3.50')).toBe('12350');
    expect(digitsOnly('$100')).toBe('100');
    expect(digitsOnly('007')).toBe('7');
    expect(digitsOnly('0')).toBe('0');
    expect(digitsOnly('abc')).toBe('');
  });
});
