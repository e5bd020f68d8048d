import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2025-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 3_600_000;

describe('formatRelativeTime', () => {
  it('says "Just now" under a minute (and for a clock slightly ahead), then minutes', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(59_000), now)).toBe('Just now');
    expect(formatRelativeTime(ago(-30_000), now)).toBe('Just now');
    expect(formatRelativeTime(ago(20 * 60_000), now)).toBe('20m ago');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('59m ago');
  });

  it('counts whole hours under a day', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * 60_000), now)).toBe('23h ago');
  });

  it('counts whole days under 7 days', () => {
    expect(formatRelativeTime(ago(24 * HOUR), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(6 * 24 * HOUR + 23 * HOUR), now)).toBe('6d ago');
  });

  it('shows the date from 7 days on', () => {
    expect(formatRelativeTime(ago(7 * 24 * HOUR), now)).toBe('Nov 15, 2025');
  });

  it('passes unparseable text through and empty stays empty', () => {
    expect(formatRelativeTime('soon', now)).toBe('soon');
    expect(formatRelativeTime(null, now)).toBe('');
  });
});
