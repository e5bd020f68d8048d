import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  clearFilters,
  countActiveFilters,
  nextSort,
  toInventoryQuery,
} from './inventory-filters';

describe('countActiveFilters (the Filters badge)', () => {
  it('is zero by default; sorting is not a filter', () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, sortBy: 'value', sortOrder: 'asc' })).toBe(0);
  });

  it('counts search, category, verified, value range, sharing status, public and shareable', () => {
    expect(
      countActiveFilters({
        ...DEFAULT_FILTERS,
        search: 'lamp',
        category: 'decor',
        verifiedOnly: true,
        minValue: '100',
        maxValue: '500',
        sharingStatus: 'lent',
        publicOnly: true,
        shareableOnly: true,
      }),
    ).toBe(7);
  });

  it('counts the value range once, from either end; ignores blank search', () => {
    expect(countActiveFilters({ ...DEFAULT_FILTERS, maxValue: '50' })).toBe(1);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, minValue: '1', maxValue: '5' })).toBe(1);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, search: '   ' })).toBe(0);
  });
});

describe('nextSort', () => {
  it('reverses the direction when the active sort is tapped', () => {
    expect(nextSort({ sortBy: 'date', sortOrder: 'desc' }, 'date')).toEqual({
      sortBy: 'date',
      sortOrder: 'asc',
    });
    expect(nextSort({ sortBy: 'name', sortOrder: 'asc' }, 'name')).toEqual({
      sortBy: 'name',
      sortOrder: 'desc',
    });
  });

  it('starts name, value and confidence ascending, date descending', () => {
    for (const field of ['name', 'value', 'confidence'] as const) {
      expect(nextSort({ sortBy: 'date', sortOrder: 'desc' }, field)).toEqual({
        sortBy: field,
        sortOrder: 'asc',
      });
    }
    expect(nextSort({ sortBy: 'value', sortOrder: 'asc' }, 'date')).toEqual({
      sortBy: 'date',
      sortOrder: 'desc',
    });
  });

  it('defaults to date descending', () => {
    expect(DEFAULT_FILTERS).toMatchObject({ sortBy: 'date', sortOrder: 'desc' });
  });
});

describe('toInventoryQuery', () => {
  it('sends the page, the sort and only the active filters', () => {
    expect(toInventoryQuery(DEFAULT_FILTERS, 40)).toEqual({
      limit: 20,
      offset: 40,
      sort_by: 'date',
      sort_order: 'desc',
    });
    expect(
      toInventoryQuery(
        {
          ...DEFAULT_FILTERS,
          search: ' mug ',
          category: 'kitchenware',
          verifiedOnly: true,
          minValue: '100',
          sharingStatus: 'owned',
          publicOnly: true,
          shareableOnly: true,
        },
        0,
      ),
    ).toEqual({
      limit: 20,
      offset: 0,
      sort_by: 'date',
      sort_order: 'desc',
      search: 'mug',
      category: 'kitchenware',
      verified_only: true,
      min_value: 100,
      sharing_status: 'owned',
      is_public: true,
      is_shareable: true,
    });
  });

  it('swaps a range typed the wrong way round', () => {
    expect(
      toInventoryQuery({ ...DEFAULT_FILTERS, minValue: '500', maxValue: '50' }, 0),
    ).toMatchObject({
      min_value: 50,
      max_value: 500,
    });
  });

  it('clearFilters keeps the sort', () => {
    expect(
      clearFilters({
        ...DEFAULT_FILTERS,
        search: 'x',
        publicOnly: true,
        sortBy: 'name',
        sortOrder: 'asc',
      }),
    ).toEqual({ ...DEFAULT_FILTERS, sortBy: 'name', sortOrder: 'asc' });
  });
});
