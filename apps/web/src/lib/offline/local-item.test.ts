import { describe, expect, it } from 'vitest';
import { anItem } from '@/testing/fixtures';
import { applyChanges, localItemFrom } from './local-item';

describe('applyChanges', () => {
  it('reads as the server would store the edit, keeping the version it was made on', () => {
    const item = anItem({ updated_at: 'v1', notes: 'old' });
    const edited = applyChanges(item, {
      item_name: '  Drill  ',
      item_category: 'Tools',
      notes: '   ',
      tags: 'garage, power ,garage',
      estimated_value: 80,
    });
    expect(edited).toMatchObject({
      item_name: 'Drill',
      item_category: 'tools',
      notes: null,
      tags: ['garage', 'power'],
      estimated_value: 80,
      updated_at: 'v1',
    });
    expect(edited.brand).toBe(item.brand);
  });
});

describe('localItemFrom', () => {
  it('builds the item a hand-added one becomes, under its local id', () => {
    const item = localItemFrom(
      { item_name: 'Head torch', location: 'Garage' },
      'offline-1',
      'u-1',
      new Date('2026-11-27T10:00:00Z'),
    );
    expect(item).toMatchObject({
      id: 'offline-1',
      user_id: 'u-1',
      item_name: 'Head torch',
      location: 'Garage',
      item_category: 'household items',
      is_verified: true,
      is_shareable: true,
      created_at: '2026-11-27T10:00:00.000Z',
    });
  });
});
