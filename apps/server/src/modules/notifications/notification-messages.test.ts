import { describe, expect, it } from 'vitest';
import type { ShareChange, ShareChangeKind } from '../../lib/domain-events.js';
import { requestChangeFixture, shareChangeFixture } from '../../testing/change-fixtures.js';
import { requestNotification, shareNotification } from './notification-messages.js';

const loan = (change: ShareChangeKind, overrides: Partial<ShareChange> = {}): ShareChange =>
  shareChangeFixture({ change, ...overrides });

const TODAY = '2026-11-27';

describe('notification messages', () => {
  it('tells the owner what the borrower did', () => {
    for (const [change, kind] of [
      ['claimed', 'share_claimed'],
      ['returned', 'share_returned'],
      ['declined', 'share_declined'],
      ['expired', 'share_expired'],
      ['owner_overdue', 'loan_overdue_owner'],
    ] as const) {
      expect(shareNotification(loan(change), TODAY)).toMatchObject({
        userId: 'owner',
        kind,
        shareId: 'share-1',
        itemId: 'item-1',
      });
    }
    expect(shareNotification(loan('claimed'), TODAY)!.title).toBe('Ben claimed "Drill"');
    expect(shareNotification(loan('owner_overdue'), TODAY)!.body).toBe(
      'Ben was due to return it on Dec 1, 2026.',
    );
  });

  it('tells the borrower what the owner or the calendar did', () => {
    for (const [change, kind] of [
      ['completed', 'share_completed'],
      ['cancelled', 'share_cancelled'],
      ['reminded', 'loan_reminder'],
      ['due_tomorrow', 'loan_due_tomorrow'],
      ['overdue', 'loan_overdue'],
    ] as const) {
      expect(shareNotification(loan(change), TODAY)).toMatchObject({ userId: 'borrower', kind });
    }
    expect(shareNotification(loan('completed', { sharingType: 'DONATE' }), TODAY)!.title).toBe(
      '"Drill" is now yours',
    );
  });

  it('writes due dates as people read them, in the tense of the day', () => {
    expect(shareNotification(loan('claimed'), TODAY)!.body).toBe(
      'They are borrowing it until Dec 1, 2026.',
    );
    expect(shareNotification(loan('reminded'), TODAY)!.body).toBe('It is due back on Dec 1, 2026.');
    expect(shareNotification(loan('reminded'), '2026-12-03')!.body).toBe(
      'It was due back on Dec 1, 2026.',
    );
    expect(shareNotification(loan('reminded', { expectedReturnDate: null }), TODAY)!.body).toBe(
      'Please return it when you can.',
    );
  });

  it('tells nobody about a new link or a recipient-less cancel', () => {
    expect(shareNotification(loan('created'), TODAY)).toBeNull();
    expect(shareNotification(loan('cancelled', { recipientId: null }), TODAY)).toBeNull();
  });

  it('routes request changes to the owner or the requester', () => {
    const request = requestChangeFixture();
    expect(requestNotification({ ...request, change: 'created' })).toMatchObject({
      userId: 'owner',
      kind: 'borrow_request',
      title: 'Rita would like to borrow "Kayak"',
    });
    for (const [change, kind] of [
      ['approved', 'request_approved'],
      ['denied', 'request_denied'],
      ['expired', 'request_expired'],
    ] as const) {
      expect(requestNotification({ ...request, change })).toMatchObject({
        userId: 'requester',
        kind,
        requestId: 'request-1',
      });
    }
    expect(requestNotification({ ...request, change: 'cancelled' })).toBeNull();
  });
});
