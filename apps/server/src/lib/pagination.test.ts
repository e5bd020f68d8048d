import { describe, expect, it } from 'vitest';
import { pageNumbers, pagination } from './pagination.js';

describe('pagination', () => {
  it('describes an offset page', () => {
    expect(pagination(45, 20, 20)).toEqual({
      total: 45,
      limit: 20,
      offset: 20,
      current_page: 2,
      total_pages: 3,
      has_next: true,
      has_previous: true,
    });
    expect(pagination(0, 20, 0)).toMatchObject({ total_pages: 0, has_next: false });
  });

  it('describes a numbered page', () => {
    expect(pageNumbers(45, 3, 20)).toEqual({
      page: 3,
      per_page: 20,
      total_items: 45,
      total_pages: 3,
      has_next: false,
      has_prev: true,
    });
  });
});
