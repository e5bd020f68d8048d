import { ORDINALS } from './lexicon.js';
import { hasFilters, type ParsedQuery } from './query.js';
import type { TokenSpan } from './slots.js';

/** "Just those", "only the garage ones", "only the ones in blue": the last set, narrowed. */
const NARROWING_ONES =
  /^(?:and |but |ok |okay |so )?(?:just|only) (?:the ones?|those|them|these|the (?:\w+ ){1,3}ones?)\b|^(?:and |but |ok |okay |so |now )?(?:just|only) (?:the |my |our )?(?:[a-z']+ ){0,2}[a-z']+(?: then| please| pls)?[?.!]*$/;

/**
 * "Of those", "out of them", "among these", and a question ending "in there" or "in it": words
 * pointing at the set answered before.
 */
const POINTS_AT_SET =
  /\b(?:of|among|from) (?:those|them|these|that lot)\b|\b(?:in|inside|out of) (?:there|it|them|those|these)(?: then| now)?[?.!]*$/;

const SET_OPERATIONS = new Set(['total', 'count', 'average', 'list', 'rank', 'advice']);

/**
 * "Which of those are over $1,000", "how many of them are in the garage", "and the most expensive
 * of those?", "top 2 by value?": a set question that names no set of its own narrows the set the
 * previous answer computed, rather than the items it happened to show or the whole inventory.
 */
export function detectSetReference(raw: string, query: ParsedQuery) {
  if (query.operation === 'field' && query.field === 'quantity' && hasFilters(query.filters)) {
    query.operation = 'count';
    query.field = undefined;
  }
  // "Just the ones over $500": the previous set, narrowed, listed.
  if (
    query.operation === 'unknown' &&
    hasFilters(query.filters) &&
    (NARROWING_ONES.test(raw) ||
      /^(?:and |ok |so )?(?:which|what) ones\b/.test(raw) ||
      // "Out of those, which ones are in the lounge": the same, after a clause pointing back.
      (POINTS_AT_SET.test(raw) && /\b(?:which|what) (?:ones|of them|of those|are)\b/.test(raw)))
  )
    query.operation = 'list';
  if (!SET_OPERATIONS.has(query.operation)) return;
  if (query.advice === 'insure' || query.advice === 'sell') return;
  const pointsBack =
    POINTS_AT_SET.test(raw) ||
    /^(which|what) (of )?(those|these)\b|\b(it|them|those) all\b|\ball of (it|them|those)\b|^(?:and |ok |so )?(?:which|what) ones\b/.test(
      raw,
    ) ||
    NARROWING_ONES.test(raw);
  const owns =
    /\b(my|our|mine|ours|i|we|me|us|everything|all|inventory|items?|things?|stuff|own|have|got)\b/;
  const elliptical =
    query.phrase.length === 0 &&
    !hasFilters(query.filters) &&
    !owns.test(raw) &&
    /^(which|what|top|the|and|ok|so)\b/.test(raw);
  if (!pointsBack && !elliptical) return;
  query.ofPrevious = true;
  query.continuation = true;
  query.reference = undefined;
}

/**
 * "Put in this app", "on this list", "in this house": a demonstrative before the inventory or the
 * home itself points at no thing said before.
 */
const THE_INVENTORY_ITSELF =
  /\b(?:this|that|these|those) (?:app|application|list|inventory|house|home|flat|place|site|website|program|programme|system|catalogue|database|account)\b/g;

/** "Something of mine that was due", "what I have that belongs to others": "that" relates. */
const RELATIVE_THAT =
  /\b(?:something|anything|everything|nothing|things?|items?|stuff|ones?|mine|ours|right now|now|have|has|got|hold|holding|keep|keeping) that (?=(?:was|is|are|were|has|have|had|belongs?|costs?|needs?|should|would|could|must|will|can|i|we|you|he|she|they)\b)/g;

export function detectReference(span: TokenSpan, query: ParsedQuery) {
  const text = span.text().replace(THE_INVENTORY_ITSELF, ' ').replace(RELATIVE_THAT, ' ');
  const ordinal =
    /\b(?:the )?(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th) one\b|\bnumber (\d+)\b/.exec(
      text,
    );
  // "Cheapest thing I have, what is it?": "it" is the answer asked for, not a thing said before.
  if (query.operation === 'rank' && !ordinal) return;
  if (ordinal) {
    const word = ordinal[1] ?? '';
    query.reference = { position: word === 'last' ? -1 : (ORDINALS[word] ?? Number(ordinal[2])) };
    query.rank = undefined;
    return;
  }
  // "Put them two together", "both of them": the items of the last two answers.
  if (
    /\b(?:both|(?:them|those|these|the) (?:two|2)|the pair|them both)\b/.test(text) &&
    query.phrase.length === 0 &&
    !hasFilters(query.filters)
  ) {
    query.reference = { position: 0, pair: true };
    return;
  }
  if (
    /\b(it|its|that|this|them|those|these|that one|this one|they|their)\b/.test(text) &&
    query.phrase.length === 0 &&
    !hasFilters(query.filters)
  ) {
    query.reference = { position: 0 };
  }
}

const ONE_THING_POINTED = /\b(?:it|that one|this one|that)\b/;
/** "The other one", "of those": a set from before. */
const SET_POINTED = /\bthe other (?:one|ones)\b|\b(?:of|with) (?:those|them|these)\b/;

/**
 * Whether the question points back at a thing or set said before ("how much is it", "what about
 * the other one"), as read (`resolved`) and as parsed before any follow-up was resolved.
 */
export function pointsBack(question: string, resolved: ParsedQuery, parsed: ParsedQuery): boolean {
  const text = question.toLowerCase();
  return (
    (resolved.reference?.position === 0 && ONE_THING_POINTED.test(text)) ||
    (parsed.ofPrevious === true && SET_POINTED.test(text))
  );
}
