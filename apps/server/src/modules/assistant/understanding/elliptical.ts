import { hasFilters, type Field, type ParsedQuery } from './query.js';

/** "And under?", "or over?": the last value bound, turned the other way. */
const FLIPPED_BOUND =
  /^(?:(?:and|or|ok|so|what about|how about)\s+)*(under|below|less|cheaper|over|above|more|pricier|dearer)(?: (?:that|than that|it))?$/;
/** "By count", "by value": the last comparison or set, measured the other way. */
const BY_MEASURE =
  /^(?:(?:and|ok|so|now|what about|how about)\s+)*by (count|number|how many|value|worth|price|money)$/;
/** A detail named alone, as a follow-up: the field it asks of the last thing. */
const BARE_DETAIL: Record<string, Field | 'value'> = {
  condition: 'condition',
  state: 'condition',
  nick: 'condition',
  where: 'location',
  'where is it': 'location',
  location: 'location',
  room: 'location',
  notes: 'notes',
  details: 'notes',
  brand: 'brand',
  make: 'brand',
  tags: 'tags',
  category: 'category',
  'who has it': 'holder',
  due: 'due',
  value: 'value',
  worth: 'value',
  price: 'value',
};

const MAKE_IT =
  /^(?:(?:ok|okay|so|now|and)\s+)*(?:make (?:it|that|them)|change (?:it|that) to|do)\s+(?:the\s+)?/;

/** "Ok now include the bass", "add the amp too": the last set, with one more thing in it. */
const INCLUDE_MORE =
  /^(?:(?:ok|okay|so|right|and|now|then|alright|cool)\s+)*(?:include|add|add in|count in|also count|plus|throw in|put in)\s+(?:the|my|our|his|her|their)\s+[a-z][\w' -]*?(?:\s+(?:too|as well|also|in|now))?$/;

/** Words that name everything the owner has: "how many things do I have" asks afresh. */
const NAMES_EVERYTHING =
  /\b(?:i|we|my|our|me|us|have|own|got|everything|all|whole|inventory|altogether|overall|entire)\b/;

/**
 * Follow-ups of a word or two, as people type into a search box after an answer: "2nd?",
 * "condition?", "where", "and under?", "by count", "how many things". Each keeps the last
 * answer's subject; alone, with nothing before, each is read as it stands.
 */
export function readElliptical(raw: string, query: ParsedQuery) {
  // "Make it the top five", "change that to three": the last ranking, asked again with a new count.
  const remade = MAKE_IT.test(raw);
  if (remade && query.reference?.position === 0) query.reference = undefined;
  const text = raw
    .replace(/[?!.]+$/, '')
    .replace(MAKE_IT, '')
    .trim();
  const words = text.split(/\s+/).filter(Boolean);
  const namesNothing = query.phrase.length === 0 && !hasFilters(query.filters);
  if (INCLUDE_MORE.test(text) && query.phrase.length > 0 && !hasFilters(query.filters)) {
    query.addsToPrevious = true;
    query.operation = 'unknown';
    query.field = undefined;
    query.continuation = true;
    return;
  }
  const flipped = FLIPPED_BOUND.exec(text);
  if (flipped && !hasFilters(query.filters)) {
    query.flipBound = /^(under|below|less|cheaper)$/.test(flipped[1]!) ? 'below' : 'above';
    query.phrase = [];
    query.continuation = true;
    return;
  }
  // "Condition?", "notes", "brand": that detail of what the last answer was about.
  // "And the brand?", "ok, its condition?": the detail with its article or owner.
  const detail =
    BARE_DETAIL[
      text
        .replace(/^(?:(?:and|ok|okay|so|what about|how about|then)\s+)+/, '')
        .replace(/^(?:the|its|his|her|their)\s+/, '')
    ];
  if (detail && namesNothing) {
    query.operation = detail === 'value' ? 'total' : 'field';
    if (detail !== 'value') query.field = detail;
    query.reference = { position: 0 };
    return;
  }
  const measure = BY_MEASURE.exec(text);
  if (measure) {
    query.byMeasure = /^(value|worth|price|money)$/.test(measure[1]!) ? 'value' : 'count';
    query.continuation = true;
    return;
  }
  if (!namesNothing || words.length > 3) return;
  // "2nd?", "top 5": a position or a count of the last ranking.
  if (query.operation === 'unknown' && (query.rank !== undefined || query.limit !== undefined)) {
    query.continuation = true;
    return;
  }
  // "Condition?", "where": that detail of what the last answer was about.
  if (query.operation === 'field' && !query.reference) {
    query.reference = { position: 0 };
    return;
  }
  // "How many things", "total?": the last answer's set, measured again.
  if (
    ['count', 'total', 'average', 'list'].includes(query.operation) &&
    !NAMES_EVERYTHING.test(text)
  )
    query.continuation = true;
}
