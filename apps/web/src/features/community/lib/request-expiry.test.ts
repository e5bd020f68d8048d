import { describe, expect, it } from 'vitest';
import { canRespond, expiryDisplay, isExpiringSoon } from './request-expiry';

describe('expiryDisplay', () => {
  it('shows "Nd left" in the normal colour above 3 days', () => {
    expect(expiryDisplay(7)).toEqual({ label: '7d left', tone: 'neutral', expired: false });
    expect(expiryDisplay(4)).toEqual({ label: '4d left', tone: 'neutral', expired: false });
  });

  it('uses the warning colour at 3 days or less', () => {
    expect(expiryDisplay(3)).toEqual({ label: '3d left', tone: 'warning', expired: false });
    expect(expiryDisplay(1)).toEqual({ label: '1d left', tone: 'warning', expired: false });
  });

  it('is expired at 0 days or less', () => {
    expect(expiryDisplay(0)).toEqual({ label: 'Expired', tone: 'error', expired: true });
    expect(expiryDisplay(-2).label).toBe('Expired');
    expect(expiryDisplay(Number.NaN).expired).toBe(true);
  });
});

describe('canRespond', () => {
  it('needs PENDING and days left', () => {
    expect(canRespond({ status: 'PENDING', days_until_expiry: 2 })).toBe(true);
    expect(canRespond({ status: 'PENDING', days_until_expiry: 0 })).toBe(false);
    expect(canRespond({ status: 'APPROVED', days_until_expiry: 5 })).toBe(false);
  });
});

describe('isExpiringSoon', () => {
  it('flags pending requests within 1 day', () => {
    expect(isExpiringSoon({ status: 'PENDING', days_until_expiry: 1 })).toBe(true);
    expect(isExpiringSoon({ status: 'PENDING', days_until_expiry: 2 })).toBe(false);
    expect(isExpiringSoon({ status: 'PENDING', days_until_expiry: 0 })).toBe(false);
    expect(isExpiringSoon({ status: 'DENIED', days_until_expiry: 1 })).toBe(false);
  });
});
