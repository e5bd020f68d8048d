import type { ParsedQuery, SetQuery } from './query.js';

/** A change to the set a question asks about, made to each side of a comparison as well. */
export function onEverySide(
  query: ParsedQuery,
  change: <T extends SetQuery>(set: T) => T,
): ParsedQuery {
  const own = change(query);
  if (!query.compare) return own;
  const { left, right } = query.compare;
  return { ...own, compare: { ...query.compare, left: change(left), right: change(right) } };
}
