import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISCOVER_FILTERS,
  DISCOVER,
  categoryChips,
  clearDiscoverFilters,
  countActiveDiscoverFilters,
  toPublicItemsQuery,
} from './discover-filters';

describe('countActiveDiscoverFilters', () => {
  it('is 0 by default; search and sort do not count', () => {
    expect(countActiveDiscoverFilters(DEFAULT_DISCOVER_FILTERS)).toBe(0);
    expect(
      countActiveDiscoverFilters({ ...DEFAULT_DISCOVER_FILTERS, search: 'drill', sort: 'value' }),
    ).toBe(0);
  });

  it('counts each filter once; the value range once for min and max', () => {
    expect(
      countActiveDiscoverFilters({
        ...DEFAULT_DISCOVER_FILTERS,
        category: 'tools',
        brand: 'Bosch',
        condition: 'good',
        location: 'Berlin',
        minValue: '10',
        maxValue: '500',
        verifiedOnly: true,
        withPhotos: true,
      }),
    ).toBe(7);
    expect(countActiveDiscoverFilters({ ...DEFAULT_DISCOVER_FILTERS, maxValue: '50' })).toBe(1);
    expect(countActiveDiscoverFilters({ ...DEFAULT_DISCOVER_FILTERS, verifiedOnly: true })).toBe(1);
  });

  it('clearing keeps the search', () => {
    const cleared = clearDiscoverFilters({
      ...DEFAULT_DISCOVER_FILTERS,
      search: 'lamp',
      withPhotos: true,
    });
    expect(cleared).toEqual({ ...DEFAULT_DISCOVER_FILTERS, search: 'lamp' });
  });
});

describe('toPublicItemsQuery', () => {
  it('asks for page 1 of 20, newest first, by default', () => {
    expect(toPublicItemsQuery(DEFAULT_DISCOVER_FILTERS, 1)).toEqual({
      page: 1,
      per_page: 20,
      sort: '-created_at',
    });
  });

  it('sends every set filter, the range in order', () => {
    expect(
      toPublicItemsQuery(
        {
          ...DEFAULT_DISCOVER_FILTERS,
          search: '  drill ',
          category: 'tools',
          condition: 'new',
          minValue: '500',
          maxValue: '20',
          verifiedOnly: true,
          withPhotos: true,
        },
        3,
      ),
    ).toEqual({
      page: 3,
      per_page: 20,
      sort: '-created_at',
      search: 'drill',
      category: 'tools',
      condition: 'new',
      min_value: 20,
      max_value: 500,
      is_verified: 'true',
      has_image: 'true',
    });
  });
});

describe('categoryChips', () => {
  it('offers up to six categories', () => {
    expect(categoryChips(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'a'])).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
    expect(categoryChips(undefined)).toEqual([]);
    expect(DISCOVER.maxCategoryChips).toBe(6);
    expect(DISCOVER.scrollThreshold).toBe(0.1);
    expect(DISCOVER.searchDebounceMs).toBe(500);
  });
});
