import type { SharingInfo } from '@circle/contract';
import { describe, expect, it } from 'vitest';
import { aSharingInfo } from '@/testing';
import { ownershipStatus } from './item-display';
import { deriveOwnership, dueText } from './ownership-state';

const now = new Date(2025, 10, 22, 12); // Nov 22, 2025

const info = aSharingInfo;

const item = (sharing_info: SharingInfo | null, extra: object = {}) => ({
  is_public: false,
  is_shareable: true,
  sharing_info,
  ...extra,
});

describe('deriveOwnership', () => {
  it('owned: "Your Item" with Share Item; cards "Ready to share" or "Private"', () => {
    const state = deriveOwnership(item(null), now);
    expect(state).toMatchObject({ kind: 'owned', title: 'Your Item', actions: ['SHARE'] });
    expect(state.card.label).toBe('Ready to share');
    expect(deriveOwnership(item(null, { is_shareable: false }), now).card.label).toBe('Private');
  });

  it('public: "Public Item" with Make Private', () => {
    const state = deriveOwnership(item(null, { is_public: true }), now);
    expect(state.title).toBe('Public Item');
    expect(state.actions).toContain('MAKE_PRIVATE');
    expect(state.card.label).toBe('Public Item');
  });

  it('borrowed: lender, due date, Mark as Returned, read-only', () => {
    const state = deriveOwnership(
      item(
        info({
          is_borrowed: true,
          borrowed_from_name: 'Ada',
          borrow_expected_return: '2025-11-29',
          sharing_status: 'CLAIMED',
          sharing_type: 'BORROW',
        }),
      ),
      now,
    );
    expect(state).toMatchObject({
      kind: 'borrowed',
      title: 'Borrowed from Ada',
      subtitle: 'Due back Nov 29, 2025',
      actions: ['RETURN'],
      overdue: false,
      readOnly: true,
    });
    expect(state.card.label).toBe('Borrowed from Ada');
  });

  it('borrowed and overdue once the expected return has passed', () => {
    const state = deriveOwnership(
      item(
        info({
          is_borrowed: true,
          borrowed_from_name: 'Ada',
          borrow_expected_return: '2025-11-21',
        }),
      ),
      now,
    );
    expect(state.overdue).toBe(true);
    expect(state.tone).toBe('warning');
    expect(state.subtitle).toMatch(/^Overdue/);
    expect(state.card.label).toBe('Overdue');
  });

  it('lent out when CLAIMED: days until due or overdue; reminder when allowed', () => {
    const lent = deriveOwnership(
      item(
        info({
          is_shared: true,
          sharing_status: 'CLAIMED',
          sharing_type: 'BORROW',
          shared_with_name: 'Bob',
          expected_return_date: '2025-11-25',
          can_send_reminder: true,
        }),
      ),
      now,
    );
    expect(lent).toMatchObject({
      kind: 'lent',
      title: 'Lent Out',
      subtitle: 'Lent to Bob · Due in 3 days',
      actions: ['REMIND'],
    });
    const late = deriveOwnership(
      item(
        info({
          sharing_status: 'CLAIMED',
          sharing_type: 'BORROW',
          shared_with_name: 'Bob',
          expected_return_date: '2025-11-20',
          can_send_reminder: false,
        }),
      ),
      now,
    );
    expect(late.subtitle).toBe('Lent to Bob · 2 days overdue');
    expect(late.actions).toEqual([]);
    expect(late.overdue).toBe(true);
  });

  it('a claimed gift waits for Mark as Complete', () => {
    const state = deriveOwnership(
      item(info({ sharing_status: 'CLAIMED', sharing_type: 'DONATE', shared_with_name: 'Bob' })),
      now,
    );
    expect(state).toMatchObject({ kind: 'giving', actions: ['COMPLETE'] });
  });

  it('returned: Mark as Complete; completed recently: "Recently Returned"', () => {
    const returned = deriveOwnership(
      item(
        info({
          sharing_status: 'RETURNED',
          sharing_type: 'BORROW',
          shared_with_name: 'Bob',
          returned_at: '2025-11-21T10:00:00Z',
        }),
      ),
      now,
    );
    expect(returned).toMatchObject({ kind: 'returned', title: 'Returned', actions: ['COMPLETE'] });
    const completed = deriveOwnership(
      item(
        info({
          sharing_status: 'COMPLETED',
          sharing_type: 'BORROW',
          returned_at: new Date(2025, 10, 20).toISOString(),
        }),
      ),
      now,
    );
    expect(completed).toMatchObject({ kind: 'recently-returned', title: 'Recently Returned' });
    expect(completed.actions).toContain('SHARE');
    const longAgo = deriveOwnership(
      item(
        info({
          sharing_status: 'COMPLETED',
          sharing_type: 'BORROW',
          returned_at: new Date(2025, 9, 1).toISOString(),
        }),
      ),
      now,
    );
    expect(longAgo.kind).toBe('owned');
  });

  it('share pending: Cancel Share', () => {
    const state = deriveOwnership(item(info({ sharing_status: 'PENDING', is_shared: true })), now);
    expect(state).toMatchObject({ kind: 'pending', title: 'Share Pending', actions: ['CANCEL'] });
    expect(state.shareId).toBe('s1');
  });

  it('cancelled or declined shares leave the item as it was', () => {
    expect(deriveOwnership(item(info({ sharing_status: 'CANCELLED' })), now).kind).toBe('owned');
    expect(
      deriveOwnership(item(info({ sharing_status: 'DECLINED' }), { is_public: true }), now).kind,
    ).toBe('public');
  });

  it('feeds the card status', () => {
    expect(ownershipStatus(item(info({ sharing_status: 'PENDING' })), now).label).toBe(
      'Share pending',
    );
  });
});

describe('dueText', () => {
  it('counts calendar days', () => {
    expect(dueText('2025-11-22', now)).toBe('Due today');
    expect(dueText('2025-11-23', now)).toBe('Due tomorrow');
    expect(dueText('2025-11-21', now)).toBe('1 day overdue');
    expect(dueText(null, now)).toBeNull();
  });
});
