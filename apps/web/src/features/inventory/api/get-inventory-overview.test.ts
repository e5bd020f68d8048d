import { describe, expect, it } from 'vitest';
import { aPagination, aSharingInfo, anItem } from '@/testing/fixtures';
import { summarizeInventory } from './get-inventory-overview';

describe('Browse summary', () => {
  it('counts and values only what the user owns, not what they borrow', () => {
    const borrowed = anItem({
      id: 'b1',
      estimated_value: 1500,
      quantity: 1,
      sharing_info: aSharingInfo({ is_borrowed: true, borrowed_from_name: 'Olga' }),
    });
    expect(summarizeInventory({ items: [borrowed], pagination: aPagination(1) })).toMatchObject({
      totalItems: 0,
      totalValue: 0,
      partial: false,
    });

    const own = anItem({ id: 'o1', estimated_value: 18.5, quantity: 3, sharing_info: null });
    expect(
      summarizeInventory({ items: [own, borrowed], pagination: aPagination(2) }),
    ).toMatchObject({ totalItems: 1, totalValue: 55.5 });
  });
});
