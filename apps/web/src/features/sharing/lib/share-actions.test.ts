import { describe, expect, it } from 'vitest';
import { availableShareActions, shareStatusDisplay, withShareStatus } from './share-actions';

describe('availableShareActions (spec §4 table)', () => {
  it('owner: cancel pending, remind a lent item, complete a returned loan or a claimed gift', () => {
    expect(availableShareActions({ status: 'PENDING', sharing_type: 'BORROW' }, 'owner')).toEqual([
      'CANCEL',
    ]);
    expect(availableShareActions({ status: 'CLAIMED', sharing_type: 'BORROW' }, 'owner')).toEqual([
      'REMIND',
    ]);
    expect(availableShareActions({ status: 'CLAIMED', sharing_type: 'DONATE' }, 'owner')).toEqual([
      'COMPLETE',
    ]);
    expect(availableShareActions({ status: 'RETURNED', sharing_type: 'BORROW' }, 'owner')).toEqual([
      'COMPLETE',
    ]);
    expect(availableShareActions({ status: 'COMPLETED', sharing_type: 'BORROW' }, 'owner')).toEqual(
      [],
    );
  });

  it('recipient: return a claimed loan (no Decline once it is in hand), decline a claimed gift', () => {
    expect(
      availableShareActions({ status: 'CLAIMED', sharing_type: 'BORROW' }, 'recipient'),
    ).toEqual(['RETURN']);
    expect(
      availableShareActions({ status: 'CLAIMED', sharing_type: 'DONATE' }, 'recipient'),
    ).toEqual(['DECLINE']);
    expect(
      availableShareActions({ status: 'PENDING', sharing_type: 'BORROW' }, 'recipient'),
    ).toEqual([]);
  });
});

describe('shares after a manage call', () => {
  it('sets the entry to new_status', () => {
    const shares = [
      { share_id: 'a', status: 'CLAIMED' as const },
      { share_id: 'b', status: 'PENDING' as const },
    ];
    expect(withShareStatus(shares, 'a', 'RETURNED')).toEqual([
      { share_id: 'a', status: 'RETURNED' },
      { share_id: 'b', status: 'PENDING' },
    ]);
  });

  it('reads CLAIMED loans as lent out or borrowing', () => {
    expect(shareStatusDisplay({ status: 'CLAIMED', sharing_type: 'BORROW' }, 'owner').label).toBe(
      'Lent Out',
    );
    expect(
      shareStatusDisplay({ status: 'CLAIMED', sharing_type: 'BORROW' }, 'recipient').label,
    ).toBe('Borrowing');
    expect(shareStatusDisplay({ status: 'CANCELLED', sharing_type: 'BORROW' }, 'owner').label).toBe(
      'Cancelled',
    );
  });
});
