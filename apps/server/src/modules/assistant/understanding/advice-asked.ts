import { NUMBER_WORDS } from '../../../domain/words/number-words.js';
import { hasFilters, type ParsedQuery } from './query.js';

/** "The mean value" asks an average; "I mean", "you mean that" is only talk. */
const MEAN = String.raw`(?<!\b(?:i|you|we|they|he|she|do|does|did) )\bmean\b(?! (?:to|that|it|by)\b)`;
export const AVERAGE_ASKED = new RegExp(String.raw`\b(?:average|typical|avg)\b|${MEAN}`);

/** The question itself asks for a figure or a list; words around it are only its purpose. */
const AGGREGATE_CUE = new RegExp(
  String.raw`\b(total|how much|how many|average|add up|sum|list|listed|number of|count|what is in|what are in)\b|\b(?:everything|it all|all of it|the lot) (?:\w+ )?worth\b|${MEAN}`,
);

/** Items still to be photographed: "no photo", "still need pics", "not photographed yet". */
const MISSING_PHOTO =
  /\b(?:never|not|haven't|didn't|did not|have not|yet to|forgot|forget|forgotten)\b(?: \w+){0,2} (?:upload|uploaded|take|taken|took|add|added|snap|snapped)\b(?: \w+){0,2} (?:photos?|pictures?|pics?|images?)\b|\b(missing|without|lack|lacking|no|not have|not got|need|needs|still need)\b.*\b(photos?|pictures?|pics?|images?|snaps?)\b|\b(?:photos?|pictures?|pics?|photograph|snaps?)\b.*\b(?:not|never|yet to)\b(?: \w+){0,2} (?:done|taken|photographed|snapped|got round to)\b|\b(not|never|un) ?(been )?photographed\b/;

/** "What should go on the insurance rider": the items to insure. */
const ON_THE_POLICY =
  /\b(?:go|goes|put|be|get|add|added|listed|list|schedule|scheduled|itemi[sz]e|itemi[sz]ed) (?:on|in|into) (?:the |my |our )?(?:\w+ )?(?:insurance|rider|policy)\b/;

/**
 * "Which items should I list separately for the insurance", "the insurer wants a schedule of
 * anything over $5,000": items named one by one on a policy are the items to insure.
 */
const SCHEDULED =
  /\b(?:list|listed|listing|declare|declared|name|named|itemi[sz]e|itemi[sz]ed|schedule|scheduled)\b(?: \w+){0,3} (?:separately|individually|one by one|on (?:its|their) own)\b|\bseparate(?:ly)? (?:schedule|list|rider)\b|\bscheduled (?:items?|valuables|property)\b|\bschedul(?:e|ed|ing)\b(?: \w+){0,3} on (?:the|our|my|a) (?:policy|insurance)\b/;
/**
 * "Scheduled items" is the insurer's own term, and "a cutoff of $2,500 per item, what goes on the
 * list" names the floor for them: both ask which things to insure, no insurer said.
 */
const SCHEDULE_CUTOFF =
  /\bscheduled (?:items?|valuables|property|articles|possessions)\b|\b(?:cutoff|cut off|threshold|limit)\b(?: \w+){0,5} \$\d[\d,.]*(?: \w+){0,3} (?:per|a|each)\b|\b(?:cutoff|cut off|threshold|limit)\b(?: [\w$,.]+){0,10} (?:go|goes|be|get|put|added|need|needs) (?:on|onto|listing)\b(?: (?:the|a) (?:list|schedule)\b)?/;
const INSURANCE_TALK =
  /\b(?:insurance|insurer|insurers|insured|underwriter|policy|rider|adjuster|cover)\b/;
/**
 * "Anything over $4,000 we should have appraised": things valued by an expert above a floor are
 * the valuables an insurer lists one by one, not things still missing a value.
 */
const APPRAISED_ABOVE_FLOOR =
  /\b(?:apprais(?:e|ed|al|ing)|professionally valued|valued professionally)\b/;

/**
 * "How much should we insure our contents for", "what should the sum insured be", "the total
 * we'd need covered if the house burnt down": the figure to insure for, everything together.
 */
const SUM_INSURED =
  /\bsum insured\b|\b(?:what|which|how much) (?:amount|figure|sum|number)\b.*\b(?:rider|policy|schedule|floater)\b|\b(?:rider|policy|schedule|floater)\b.*\b(?:what|which|how much) (?:amount|figure|sum|number)\b|\b(?:amount|figure|sum) (?:\w+ ){0,1}(?:for|of|on) (?:the |my |our )?(?:home |house |household |contents )?(?:insurance|cover|policy)\b|\bhow much (?:\w+ ){0,2}(?:should|must|do|need to|to) (?:i |we )?(?:insure|cover)\b(?! (?:first|separately)\b)|\b(?:total|amount|sum|figure|number) (?:\w+ ){0,2}(?:to )?(?:cover|insure)\b|\b(?:how much|what|what amount|which amount|what figure|the amount|the figure|the total)\b(?: \w+){0,9} (?:insure|insuring|insured|cover|covered|cover us|cover everything)(?: \w+){0,5} (?:for|at)\b|\b(?:how much|what amount|what figure|the total|the amount)\b(?: \w+){0,5} (?:need|needs|be|get|have|want) (?:\w+ )?(?:covered|insured)\b|\b(?:how much|what) (?:cover|insurance) (?:do|should|would|will) (?:i|we)\b|\b(?:house|home|place|flat|apartment) (?:burnt|burned|burns|burn) down\b|\b(?:insure|cover)\b(?: \w+){0,4} for how much\b|\bto (?:insure|cover)\b(?: \w+){1,5},? how much\b|\bhow much (?:coverage|cover|insurance)\b(?: \w+){0,3} (?:for|on)\b/;

/**
 * "If I wanted to insure everything in the bedroom, what figure should I give them", "what should
 * I have the kitchen insured for": insuring a whole set and asking a figure is the sum insured;
 * asking which things to insure first or separately is not.
 */
const INSURE_SET_FIGURE =
  /\b(?:insure|insuring|insured|cover|covered)\b(?: \w+){0,2} (?:everything|all|the whole|the contents|contents|the lot|it all)\b.*\b(?:what|which|how much|the) (?:figure|amount|sum|number|total)\b|\b(?:what|which|how much|the) (?:figure|amount|sum|number|total)\b.*\b(?:insure|insuring|insured|cover|covered)\b(?: \w+){0,2} (?:everything|all|the whole|the contents|contents|the lot|it all)\b|\bwhat (?:should|must|do|would) (?:i|we) (?:have|get) (?:\w+ ){1,6}(?:insured|covered) for\b|\b(?:insuring|insure) (?:\w+ ){0,4}(?:contents|everything)\b.*\b(?:what|how much) (?:amount|figure|sum|do i need|do we need|should)\b|\b(?:insure|insuring|insured|cover|covered)\b(?: \w+){0,2} (?:everything|all|it all|the lot)\b.*\bhow much (?:coverage|cover|insurance|protection)\b|\bhow much (?:coverage|cover|insurance|protection)\b.*\b(?:insure|insuring|insured|cover|covered)\b(?: \w+){0,2} (?:everything|all|it all|the lot)\b/;

const INSURANCE_WORDS = new Set([
  ...'cover covered contents insurance insured policy premium rider house home whole'.split(' '),
  ...'cutoff threshold limit scheduled schedule valuables'.split(' '),
]);

/** "How much contents cover do we need": the insurance's words, not a blanket or a cover. */
export const withoutInsuranceWords = (phrase: string[]) =>
  phrase.filter((word) => !INSURANCE_WORDS.has(word));

/** "If I sold the tools how much would that make", "what would I get selling …": the proceeds. */
const SELL_PROCEEDS =
  /\byard sale\b.*\b(?:how much|what) (?:would|could|will|might)\b|\b(?:how much|what) (?:would|could|will|might) (?:that|it|they|those|these|all that) (?:bring in|bring|fetch|make|raise|go for)\b|\b(?:if (?:i|we|he|she|they) (?:sold|flogged)|selling|flogging|to sell|to flog)\b.*\b(?:how much|what)\b|\b(?:how much|what) (?:would|could|will|can|might) (?:i|we|he|she|they) (?:get|make|raise|fetch)\b.*\b(?:sell|selling|sold|flog|flogging|for (?:them|it|those|all))\b|\b(?:flog|sell|selling|flogging) (?:all|everything|off)\b.*\bhow much\b/;

/** "The insurance man said anything over $1,200 needs listing": the floor is the cutoff. */
const onlyValueFloor = (filters: ParsedQuery['filters']) =>
  filters.valueMin !== undefined && !hasFilters({ ...filters, valueMin: undefined });

/** Advice asked for: what to photograph, insure or sell, duplicates, missing values. */
export function detectAdvice(text: string, query: ParsedQuery, asksDetail: boolean): boolean {
  // Asked before insurance: "which have no photo, for the insurance" asks for the photos.
  if (MISSING_PHOTO.test(text)) {
    query.operation = 'advice';
    query.advice = 'missing_photo';
    return true;
  }
  // "Insurance" beside a total or a filter is what the figure is for ("the total for the
  // insurance form"); to insure, insuring and insurance alone ask what to insure.
  // "The serial number, the insurance form asks for it": a detail of an item, for the insurance.
  // "The insurance man says I should cover…": to cover is to insure.
  const insurance =
    /\b(insure|insured|insuring)\b|\b(?:worth|need|needs|be) itemi[sz](?:e|ing|ed)\b|\bitemi[sz](?:e|ed|ing) (?:separately|on the policy)\b|\b(?:should|must|ought to|need to|have to) cover\b|\b(?:separate|own|extra|special|its own) (?:policy|policies|rider|riders|cover|coverage)\b/.test(
      text,
    ) ||
    ON_THE_POLICY.test(text) ||
    (SCHEDULED.test(text) && (INSURANCE_TALK.test(text) || onlyValueFloor(query.filters))) ||
    (APPRAISED_ABOVE_FLOOR.test(text) && onlyValueFloor(query.filters)) ||
    (SCHEDULE_CUTOFF.test(text) && !/\b(?:sell|selling|sale)\b/.test(text)) ||
    (/\binsurance\b/.test(text) &&
      !AGGREGATE_CUE.test(text) &&
      (!hasFilters(query.filters) || onlyValueFloor(query.filters)) &&
      !asksDetail);
  const sumAsked = (SUM_INSURED.test(text) || INSURE_SET_FIGURE.test(text)) && !/\$\d/.test(text);
  if (insurance || sumAsked) {
    query.operation = 'advice';
    query.advice = 'insure';
    if (sumAsked) {
      query.sumInsured = true;
      return true;
    }
    const cutoff = /\$(\d+(?:\.\d+)?)/.exec(text);
    const floor = query.filters.valueMin?.amount;
    if (cutoff) query.amount = Number(cutoff[1]);
    else if (floor !== undefined) query.amount = floor;
    return true;
  }
  if (
    /\bmore than (one|1)\b(?! (item|thing))|\btwice\b|\bduplicates?\b|\bduplicated\b|\b(two|several|multiple) of (the same|anything)\b|\bsame thing twice\b/.test(
      text,
    )
  ) {
    query.operation = 'advice';
    query.advice = 'duplicates';
    return true;
  }
  // Selling is asked for ("what could I sell", "raise $500"), not mentioned as a plan; "should I
  // sell my bike" asks about one thing.
  const sell =
    /\b(sell|selling|sold)\b/.test(text) &&
    (/\b(what|which|anything|something|stuff|things|items)\b.*\b(sell|selling|sold)\b|^sell\b|\b(?:want|wanna|would like|need|going|plan|planning) (?:to )?sell\b|\bsell (?:\d+|some|a few|few|two|three|four|five) (?:things?|items?|pieces?|stuff)\b|\b(?:can|could) sell\b|\bshould (i|we) sell\b(?! (?:my|the|our|this|that|it|his|her)\b)/.test(
      text,
    ) ||
      /\$\d/.test(text)) &&
    !(AGGREGATE_CUE.test(text) && !/\$\d/.test(text));
  const raise =
    /\b(?:raise|make|get|need|earn|free up|collect|come up with|find)\b.*\$(\d+(?:\.\d+)?)/.exec(
      text,
    ) ?? (sell ? /\$(\d+(?:\.\d+)?)/.exec(text) : null);
  // "What could go to pay for it": parting with things to fund an amount.
  const fund =
    /\$\d/.test(text) &&
    /\bwhat (?:could|can|should|might) go\b|\b(?:pay|paying) for\b|\bput towards\b|\bfund\b/.test(
      text,
    );
  const proceeds = SELL_PROCEEDS.test(text) && !/\$\d/.test(text);
  if (sell || fund || proceeds || (raise && /\b(raise|need|find)\b/.test(text))) {
    query.operation = 'advice';
    query.advice = 'sell';
    if (proceeds) {
      query.sellProceeds = true;
      return true;
    }
    // "What 2 things could I sell": that many candidates.
    const howMany = /\b(\d+|two|three|four|five|six) (?:things?|items?|pieces?)\b/.exec(text);
    if (howMany) query.limit = Number(howMany[1]) || NUMBER_WORDS[howMany[1]!];
    // Asked what to sell, a bare figure of three digits or more is the sum to raise ("I'd like
    // 2500 for the flights"); a year after "in" or "since" is not.
    const amount =
      raise ??
      /\$(\d+(?:\.\d+)?)/.exec(text) ??
      /(?<!\b(?:in|since|before|after|by) )\b(\d{3,})\b/.exec(text);
    if (amount) query.amount = Number(amount[1]);
    return true;
  }
  if (
    /\b(missing|without|lack|lacking|not have|unvalued|not valued|never valued)\b.*\b(value|values|price|prices|valuation|estimate|estimates)\b|\bno (?:\w+ )?(?:value|values|price|prices|valuation|estimate|estimates)\b|\b(?:need|needs|still|yet|have not|haven't) (?:\w+ ){0,2}(?:put|add|give|set) (?:a )?(?:price|value|valuation|figure) (?:on|to|for)\b|\bunvalued\b|\bnot been valued\b|\bneeds? (a|an|some) (value|price|valuation|estimate)\b|\b(get|be|been) appraised\b/.test(
      text,
    )
  ) {
    query.operation = 'advice';
    query.advice = 'missing_value';
    return true;
  }
  return false;
}
