import { describe, expect, it } from 'vitest';
import { contactInitials, lastSharedLabel, timesSharedLabel } from './contacts';

describe('contactInitials', () => {
  it('takes the first letters of up to two words of the name', () => {
    expect(contactInitials({ name: 'Ada Lovelace', email: 'ada@example.com' })).toBe('AL');
    expect(contactInitials({ name: 'grace brewster murray hopper', email: 'g@x.io' })).toBe('GB');
    expect(contactInitials({ name: '  Linus ', email: 'linus@example.com' })).toBe('L');
  });

  it('falls back to the first two letters of the e-mail', () => {
    expect(contactInitials({ name: null, email: 'bob@example.com' })).toBe('BO');
    expect(contactInitials({ name: '   ', email: 'zoe@example.com' })).toBe('ZO');
  });
});

describe('lastSharedLabel', () => {
  const now = new Date(2025, 10, 22, 15, 0); // Nov 22, 2025, local time
  const daysAgo = (days: number, hour = 9) => new Date(2025, 10, 22 - days, hour).toISOString();

  it('says Today and Yesterday by calendar day', () => {
    expect(lastSharedLabel(daysAgo(0, 1), now)).toBe('Today');
    expect(lastSharedLabel(daysAgo(1, 23), now)).toBe('Yesterday');
  });

  it('counts days under a week and weeks under 30 days', () => {
    expect(lastSharedLabel(daysAgo(2), now)).toBe('2 days ago');
    expect(lastSharedLabel(daysAgo(6), now)).toBe('6 days ago');
    expect(lastSharedLabel(daysAgo(7), now)).toBe('1 week ago');
    expect(lastSharedLabel(daysAgo(14), now)).toBe('2 weeks ago');
    expect(lastSharedLabel(daysAgo(29), now)).toBe('4 weeks ago');
  });

  it('shows the date from 30 days on', () => {
    expect(lastSharedLabel(daysAgo(30), now)).toBe('Oct 23, 2025');
  });

  it('says Today for a moment later today (clock skew)', () => {
    expect(lastSharedLabel(new Date(2025, 10, 22, 16).toISOString(), now)).toBe('Today');
  });
});

describe('timesSharedLabel', () => {
  it('is singular for one', () => {
    expect(timesSharedLabel(1)).toBe('Shared 1 time');
    expect(timesSharedLabel(3)).toBe('Shared 3 times');
  });
});
