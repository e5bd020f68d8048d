import { SHARING_MESSAGES } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import type { ShareRow } from '../../db/schema.js';
import {
  REMINDER_COOLDOWN_MS,
  canSendReminder,
  isOpenShare,
  nextShareStatus,
  type ShareAction,
  type ShareActor,
} from './share-transitions.js';

const loan = (status: ShareRow['status']) => ({ status, sharingType: 'BORROW' as const });
const gift = (status: ShareRow['status']) => ({ status, sharingType: 'DONATE' as const });

describe('nextShareStatus', () => {
  it('moves a loan through its life: claimed → returned → completed, with the time stamped', () => {
    expect(nextShareStatus(loan('CLAIMED'), 'RETURN', 'recipient')).toEqual({
      from: 'CLAIMED',
      to: 'RETURNED',
      stamp: 'returnedAt',
    });
    expect(nextShareStatus(loan('RETURNED'), 'COMPLETE', 'owner')).toEqual({
      from: 'RETURNED',
      to: 'COMPLETED',
      stamp: 'completedAt',
    });
  });

  it('completes a claimed gift directly and never takes one back', () => {
    expect(nextShareStatus(gift('CLAIMED'), 'COMPLETE', 'owner')).toEqual({
      from: 'CLAIMED',
      to: 'COMPLETED',
      stamp: 'completedAt',
    });
    expect(nextShareStatus(gift('CLAIMED'), 'RETURN', 'recipient')).toEqual({
      refused: 400,
      detail: 'A gift is not returned.',
    });
  });

  it('lets only the owner cancel, and only a pending share', () => {
    expect(nextShareStatus(loan('PENDING'), 'CANCEL', 'owner')).toEqual({
      from: 'PENDING',
      to: 'CANCELLED',
    });
    expect(nextShareStatus(loan('PENDING'), 'CANCEL', 'recipient')).toMatchObject({
      refused: 403,
    });
    expect(nextShareStatus(loan('CLAIMED'), 'CANCEL', 'owner')).toEqual({
      refused: 400,
      detail: SHARING_MESSAGES.onlyCancelPending,
    });
  });

  it('asks for the return before a lent item is completed', () => {
    expect(nextShareStatus(loan('CLAIMED'), 'COMPLETE', 'owner')).toEqual({
      refused: 400,
      detail: SHARING_MESSAGES.mustReturnFirst,
    });
  });

  it('lets only the recipient decline a claimed share', () => {
    expect(nextShareStatus(gift('CLAIMED'), 'DECLINE', 'recipient')).toEqual({
      from: 'CLAIMED',
      to: 'DECLINED',
    });
    expect(nextShareStatus(gift('CLAIMED'), 'DECLINE', 'owner')).toEqual({
      refused: 403,
      detail: 'Only the recipient can decline a share',
    });
  });

  it('refuses every action from a finished share, naming its status', () => {
    const actions: [ShareAction, ShareActor][] = [
      ['COMPLETE', 'owner'],
      ['RETURN', 'recipient'],
      ['DECLINE', 'recipient'],
    ];
    for (const [action, actor] of actions) {
      expect(nextShareStatus(loan('COMPLETED'), action, actor)).toEqual({
        refused: 400,
        detail: 'This action cannot be performed on a share that is completed.',
      });
    }
  });

  it('refuses the owner returning and the recipient completing whatever the status', () => {
    for (const status of ['PENDING', 'CLAIMED', 'RETURNED'] as const) {
      expect(nextShareStatus(loan(status), 'RETURN', 'owner')).toMatchObject({ refused: 403 });
      expect(nextShareStatus(loan(status), 'COMPLETE', 'recipient')).toMatchObject({
        refused: 403,
      });
    }
  });
});

describe('canSendReminder', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('allows one reminder per cooldown for a lent item only', () => {
    expect(canSendReminder({ ...loan('CLAIMED'), lastReminderAt: null }, now)).toBe(true);
    const justNow = new Date(now.getTime() - 60_000);
    expect(canSendReminder({ ...loan('CLAIMED'), lastReminderAt: justNow }, now)).toBe(false);
    const longAgo = new Date(now.getTime() - REMINDER_COOLDOWN_MS);
    expect(canSendReminder({ ...loan('CLAIMED'), lastReminderAt: longAgo }, now)).toBe(true);
    expect(canSendReminder({ ...gift('CLAIMED'), lastReminderAt: null }, now)).toBe(false);
    expect(canSendReminder({ ...loan('RETURNED'), lastReminderAt: null }, now)).toBe(false);
  });
});

describe('isOpenShare', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const later = new Date(now.getTime() + 1000);
  it('opens offers until their link runs out, and claimed shares after that', () => {
    expect(isOpenShare({ status: 'PENDING', expiresAt: later }, now)).toBe(true);
    expect(isOpenShare({ status: 'PENDING', expiresAt: now }, now)).toBe(false);
    expect(isOpenShare({ status: 'CLAIMED', expiresAt: now }, now)).toBe(true);
    expect(isOpenShare({ status: 'COMPLETED', expiresAt: now }, now)).toBe(true);
  });
  it('closes cancelled, declined and expired shares', () => {
    for (const status of ['CANCELLED', 'DECLINED', 'EXPIRED'] as const) {
      expect(isOpenShare({ status, expiresAt: later }, now)).toBe(false);
    }
  });
});
