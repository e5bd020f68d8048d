import type { ParsedQuery } from './query.js';
import type { TokenSpan, Vocabulary } from './slots.js';
import { joinedGroups } from './subject-words.js';

/**
 * "The Nintendo Switch and the iPad", "the Rolex and the engagement ring": things named one by one
 * where a brand is part of a name. The brand then names its own thing, not a filter on every
 * name; a brand beside a set's kind ("my Bosch tools") stays a filter.
 */
export function namesWithTheirBrands(span: TokenSpan, query: ParsedQuery, vocabulary: Vocabulary) {
  if (query.phrase.length === 0 || query.filters.brands.length === 0) return;
  if (!['advice', 'total', 'list', 'count', 'field', 'loans'].includes(query.operation)) return;
  if (!span.tokens.some((token) => token === 'and' || token === 'or' || token === '&')) return;
  const brandWords = new Set(
    query.filters.brands.flatMap((brand) => brand.toLowerCase().split(/\s+/)),
  );
  const groups = joinedGroups(span, query.phrase, brandWords);
  if (groups.length < 2) return;
  // Every brand must stand in a group of its own or beside a name: nothing is lost.
  const grouped = new Set(groups.flat());
  if (![...brandWords].every((word) => grouped.has(word))) return;
  const known = new Set(vocabulary.brands.map((brand) => brand.toLowerCase()));
  if (!query.filters.brands.every((brand) => known.has(brand.toLowerCase()))) return;
  query.groups = groups;
  query.phrase = groups.flat();
  query.filters.brands = [];
}
