import { emptyFilters, type ParsedQuery } from './query.js';

/** A parsed question for the understanding tests: a total over everything, unless told otherwise. */
export const parsedQuery = (overrides: Partial<ParsedQuery>): ParsedQuery => ({
  operation: 'total',
  filters: emptyFilters(),
  phrase: [],
  unknown: [],
  corrections: {},
  ...overrides,
});
