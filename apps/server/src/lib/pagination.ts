import type { Pagination } from '@circle/contract';

/** The pagination block of an offset-paged list (items, files, shares, requests, messages). */
export function pagination(total: number, limit: number, offset: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return {
    total,
    limit,
    offset,
    current_page: Math.floor(offset / limit) + 1,
    total_pages: totalPages,
    has_next: offset + limit < total,
    has_previous: offset > 0,
  };
}

/** The paging fields of a page-numbered list (discovery of public items). */
export function pageNumbers(total: number, page: number, perPage: number) {
  const totalPages = Math.ceil(total / perPage);
  return {
    page,
    per_page: perPage,
    total_items: total,
    total_pages: totalPages,
    has_next: page < totalPages,
    has_prev: page > 1,
  };
}
