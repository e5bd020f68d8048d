import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type InventoryFilters } from './inventory-query';
import { anItem, aSharingInfo } from '@/testing/fixtures';
import { localInventoryPage } from './local-inventory';

const items = [
  anItem({
    id: 'tv',
    item_name: 'Samsung QLED TV',
    item_description: null,
    item_category: 'electronics',
    brand: 'Samsung',
    tags: [],
    is_verified: true,
    estimated_value: 900,
    location: 'Living room',
    created_at: '2026-11-03T00:00:00Z',
  }),
  anItem({
    id: 'drill',
    item_name: 'Cordless drill',
    item_category: 'tools',
    brand: 'DeWalt',
    estimated_value: 120,
    location: 'Garage',
    tags: ['power tools'],
    created_at: '2026-11-02T00:00:00Z',
    is_verified: false,
  }),
  anItem({
    id: 'lamp',
    item_name: 'Desk lamp',
    item_category: 'furniture',
    brand: null,
    tags: [],
    is_verified: true,
    item_description: null,
    estimated_value: null,
    location: null,
    created_at: '2026-11-01T00:00:00Z',
    sharing_info: aSharingInfo({ is_borrowed: true }),
  }),
];

const page = (filters: Partial<InventoryFilters>, offset = 0, limit = 20) =>
  localInventoryPage(items, { ...DEFAULT_FILTERS, ...filters }, offset, limit);
const names = (filters: Partial<InventoryFilters>) => page(filters).items.map((item) => item.id);

describe('localInventoryPage', () => {
  it('lists newest first by default, with the server pagination shape', () => {
    const answer = page({}, 0, 2);
    expect(answer.items.map((item) => item.id)).toEqual(['tv', 'drill']);
    expect(answer.pagination).toEqual({
      total: 3,
      limit: 2,
      offset: 0,
      current_page: 1,
      total_pages: 2,
      has_next: true,
      has_previous: false,
    });
    expect(page({}, 2, 2).items.map((item) => item.id)).toEqual(['lamp']);
  });

  it('searches every word in names, brands, places and tags, ignoring case', () => {
    expect(names({ search: 'dewalt' })).toEqual(['drill']);
    expect(names({ search: 'garage power' })).toEqual(['drill']);
    expect(names({ search: 'TV living' })).toEqual(['tv']);
    expect(names({ search: 'sofa' })).toEqual([]);
  });

  it('applies category, value range, verified and sharing filters', () => {
    expect(names({ category: 'Tools' })).toEqual(['drill']);
    expect(names({ minValue: '100', maxValue: '500' })).toEqual(['drill']);
    expect(names({ verifiedOnly: true })).toEqual(['tv', 'lamp']);
    expect(names({ sharingStatus: 'borrowed' })).toEqual(['lamp']);
    expect(names({ sharingStatus: 'owned' })).toEqual(['tv', 'drill']);
  });

  it('sorts by value with items without one last, and by name', () => {
    expect(names({ sortBy: 'value', sortOrder: 'desc' })).toEqual(['tv', 'drill', 'lamp']);
    expect(names({ sortBy: 'value', sortOrder: 'asc' })).toEqual(['drill', 'tv', 'lamp']);
    expect(names({ sortBy: 'name', sortOrder: 'asc' })).toEqual(['drill', 'lamp', 'tv']);
  });
});
