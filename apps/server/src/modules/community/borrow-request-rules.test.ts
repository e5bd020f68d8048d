import { describe, expect, it } from 'vitest';
import {
  currentRequestStatus,
  isClaimable,
  isOverdue,
  nextRequestStatus,
  requestExpiresAt,
} from './borrow-request-rules.js';

const now = new Date('2026-03-10T12:00:00Z');
const hour = 3_600_000;

describe('borrow request expiry', () => {
  it('gives the owner seven days to answer', () => {
    expect(requestExpiresAt(now).toISOString()).toBe('2026-03-17T12:00:00.000Z');
  });

  it('expires a pending request from the moment its week ran out, and nothing else', () => {
    const due = new Date(now.getTime());
    expect(isOverdue({ status: 'PENDING', expiresAt: due }, now)).toBe(true);
    expect(isOverdue({ status: 'PENDING', expiresAt: new Date(now.getTime() + hour) }, now)).toBe(
      false,
    );
    expect(isOverdue({ status: 'APPROVED', expiresAt: due }, now)).toBe(false);
    expect(currentRequestStatus({ status: 'PENDING', expiresAt: due }, now)).toBe('EXPIRED');
    expect(currentRequestStatus({ status: 'DENIED', expiresAt: due }, now)).toBe('DENIED');
  });
});

describe('nextRequestStatus', () => {
  it('lets the owner approve or deny a pending request', () => {
    expect(nextRequestStatus({ status: 'PENDING', shareId: null }, 'APPROVE')).toEqual({
      to: 'APPROVED',
    });
    expect(nextRequestStatus({ status: 'PENDING', shareId: null }, 'DENY')).toEqual({
      to: 'DENIED',
    });
  });

  it('refuses answers to expired or already answered requests', () => {
    expect(nextRequestStatus({ status: 'EXPIRED', shareId: null }, 'APPROVE')).toEqual({
      refused: 'This request has expired.',
    });
    expect(nextRequestStatus({ status: 'DENIED', shareId: null }, 'APPROVE')).toEqual({
      refused: 'Only pending requests can be approved or denied.',
    });
  });

  it('claims only an approved request that has its share', () => {
    expect(nextRequestStatus({ status: 'APPROVED', shareId: 's1' }, 'CLAIM')).toEqual({
      to: 'CLAIMED',
    });
    expect(nextRequestStatus({ status: 'APPROVED', shareId: null }, 'CLAIM')).toEqual({
      refused: 'Only approved requests can be claimed.',
    });
    expect(nextRequestStatus({ status: 'PENDING', shareId: null }, 'CLAIM')).toMatchObject({
      refused: expect.any(String),
    });
  });

  it('cancels only a pending request', () => {
    expect(nextRequestStatus({ status: 'PENDING', shareId: null }, 'CANCEL')).toEqual({
      to: 'CANCELLED',
    });
    expect(nextRequestStatus({ status: 'APPROVED', shareId: 's1' }, 'CANCEL')).toEqual({
      refused: 'Only pending requests can be cancelled.',
    });
  });
});

describe('isClaimable', () => {
  it('is true while the approved request’s share is an open offer', () => {
    const open = { status: 'PENDING', expiresAt: new Date(now.getTime() + hour) };
    expect(isClaimable({ status: 'APPROVED' }, open, now)).toBe(true);
    expect(isClaimable({ status: 'APPROVED' }, { ...open, expiresAt: now }, now)).toBe(false);
    expect(isClaimable({ status: 'APPROVED' }, { ...open, status: 'CLAIMED' }, now)).toBe(false);
    expect(isClaimable({ status: 'PENDING' }, open, now)).toBe(false);
    expect(isClaimable({ status: 'APPROVED' }, null, now)).toBe(false);
  });
});
