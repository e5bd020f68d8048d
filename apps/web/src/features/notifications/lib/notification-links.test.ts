import { describe, expect, it } from 'vitest';
import { notificationTarget, timeAgo } from './notification-links';

describe('notification targets', () => {
  it('opens the item for owners and the loans or requests for the other side', () => {
    expect(notificationTarget({ kind: 'share_claimed', item_id: 'i1' })).toBe('/item/i1');
    expect(notificationTarget({ kind: 'warranty_ending', item_id: 'i2' })).toBe('/item/i2');
    expect(notificationTarget({ kind: 'loan_overdue_owner', item_id: null })).toBe(
      '/community?tab=shares',
    );
    expect(notificationTarget({ kind: 'loan_due_tomorrow', item_id: 'i1' })).toBe(
      '/community?tab=borrowed',
    );
    expect(notificationTarget({ kind: 'borrow_request', item_id: 'i1' })).toBe(
      '/community?tab=requests',
    );
    expect(notificationTarget({ kind: 'request_denied', item_id: 'i1' })).toBe(
      '/community?tab=requests&subTab=sent',
    );
  });

  it('says how long ago', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(timeAgo('2026-11-25T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-25T11:40:00Z', now)).toBe('20 min ago');
    expect(timeAgo('2026-11-25T09:00:00Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-11-23T12:00:00Z', now)).toBe('2 d ago');
    expect(timeAgo('2026-11-01T12:00:00Z', now)).toBe('Nov 1');
  });
});
