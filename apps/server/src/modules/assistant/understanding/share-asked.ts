import { emptyFilters, hasFilters, type ParsedQuery } from './query.js';

/** "What percent of our stuff", "what share of the value", "how much of everything is". */
const SHARE_ASKED =
  /\b(?:what|which) (?:percent(?:age)?|per cent|proportion|share|fraction|portion)\b|\bhow much of (?:all )?(?:my|our|the) (?:stuff|things|items|inventory|belongings|collection|total|value)\b|\bas a (?:percent(?:age)?|per cent|share|proportion) of\b/;

/** "What percentage of our stuff is jewellery, by value": the set beside the whole inventory. */
export function shareOfWhole(raw: string, query: ParsedQuery): void {
  if (!SHARE_ASKED.test(raw)) return;
  if (!['total', 'count', 'list', 'unknown'].includes(query.operation)) return;
  if (!hasFilters(query.filters) && query.phrase.length === 0) return;
  const byCount =
    /\bby (?:number|count)\b|\bhow many\b|\bof (?:the|my|our) (?:items|things) (?:are|is)\b/.test(
      raw,
    ) && !/\b(?:value|worth)\b/.test(raw);
  query.compare = {
    left: { filters: query.filters, phrase: query.phrase },
    right: { filters: emptyFilters(), phrase: [] },
    by: byCount ? 'count' : 'value',
  };
  query.operation = 'compare';
  query.share = true;
}
