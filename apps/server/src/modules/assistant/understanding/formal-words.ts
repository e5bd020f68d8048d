/**
 * The written, formal register: words a careful writer uses for what the parser already knows
 * ("in aggregate", "works of art", "a photograph"), rewritten to the everyday word.
 */
const FORMAL_REWRITES: [RegExp, string][] = [
  // "What are my tools worth in aggregate", "the aggregate value": their total.
  [/\b(?:in (?:the )?)?aggregate\b/gi, 'total'],
  [/\bphotographs\b/gi, 'photos'],
  [/\bphotograph\b(?! of)/gi, 'photo'],
  [/\bworks? of art\b/gi, 'art'],
  [/\bobjets? d'art\b/gi, 'art'],
  [/\bcollector'?s'? (?:items|pieces)\b/gi, 'collectibles'],
  // "Everything on record", "recorded as being worth": how the inventory holds it, not a record.
  [
    /\b(?:on record|in (?:the|my|our) records)\b(?!\s+(?:collection|player|box|shelf|shelves|cabinet|crates?|bags?|sleeves?))/gi,
    '',
  ],
  [/\bas being\b/gi, 'as'],
  // Clauses that only say how to count: "taking the quantities into account", "in each case",
  // "wherever they happen to be kept".
  [/,?\s*\btaking (?:[\w']+ ){0,6}into account\b/gi, ''],
  [/,?\s*\bin (?:each|every) case\b/gi, ''],
  // "How many lenses do I own? Count the one Priya's borrowing": a lent thing is still owned, so
  // saying to count it only says how to count, and asks no loan.
  [
    /[,.;]?\s*\b(?:and |but )?(?:count|counting|include|including|plus|incl\.?)(?: in| also| even)? (?:the (?:one|ones|pair)|those|anything|whatever)(?: (?:that|thats|that's|which))?(?: (?:is|are|i|we|i've|we've|i have|we have))? (?:(?:lent|loaned) (?:out|to \w+)|(?:out )?on loan|(?!(?:that|thats|which|who)\b)\w+(?:'s| is| has|s)? (?:borrowing|borrowed|got|has))\b(?: (?:right )?now| at the moment| too| as well)?/gi,
    '',
  ],
  // "Taking care not to count anything twice": how to add two sets up (each thing once), never
  // the duplicates asked about.
  [
    /,?\s*\b(?:(?:taking care|being careful|making sure) )?(?:not to|without) (?:(?:count|counting|including|adding)(?: (?:anything|any item|items|things|any|it|them))? (?:twice|double)|double[- ]counting(?: (?:anything|any item|items|things|any|it|them))?)\b/gi,
    ' counted once',
  ],
  // "I have bought a fair amount": many, never the fair condition.
  [/\ba fair (?:amount|bit|few|number|deal|share|old)\b/gi, 'a lot'],
  // "Everything on loan, with the borrower and the due date": the columns of the list asked for,
  // which the list gives anyway.
  [
    /,?\s*\bwith (?:the |their |its |each )?(?:borrowers?|due dates?|return dates?|dates? due|values?|prices?|rooms?|locations?|brands?|conditions?)(?:(?:,| and|,? as well as) (?:the |their |its )?(?:borrowers?|due dates?|return dates?|dates? due|values?|prices?|rooms?|locations?|brands?|conditions?))*\b/gi,
    '',
  ],
  // "…, with each box set counting as a single entry": how to count, not what.
  [/,?\s*\bwith (?:each|every|any) [^,;:.?!]{1,40} (?:counting|counted|taken) as [^,;:.?!]*/gi, ''],
  // "The Crate & Barrel furniture, that is the table and the six chairs": the same set again.
  [/,\s*(?:that is|i\.e\.?|namely|which is to say|to wit)\b[^?.!;]*/gi, ''],
  // "Things for making or drinking coffee": the coffee things.
  [
    /\b(?:making|make|brewing|brew|drinking|drink|serving|serve)(?: (?:or|and) (?:making|make|brewing|brew|drinking|drink|serving|serve))? (coffee|tea)\b/gi,
    '$1',
  ],
  // Thanks for earlier help, and when it was: never a time the question asks about.
  [
    /\b(?:thank you|thanks|cheers)(?: (?:so|very) much)? for (?:all )?(?:of )?(?:your|the) help(?: (?:yesterday|earlier|today|last time|before|the other day|last week))?\b/gi,
    '',
  ],
  [
    /\b(?:it|that|you) (?:was|were|has been|have been) (?:a |such a )?(?:great|big|real|huge|lot of) help(?: to (?:me|us))?\b/gi,
    '',
  ],
  // "…and I'll pass it on to her": what the owner does with the answer, never a thing asked.
  [
    /\b(?:and )?(?:i'?ll|i will|we'?ll|we will) (?:pass|send|give|relay|forward|hand) (?:it|that|this|the answer)(?: on| along| over)?(?: to (?:her|him|them|my \w+|\w+))?\b/gi,
    '',
  ],
  // "Coats for the winter coming": the season ahead, never the name of a thing.
  [
    /\bfor (?:the )?(?:winter|summer|spring|autumn|fall|holidays|christmas) (?:coming|ahead)\b/gi,
    '',
  ],
  // "I can't keep track of it": why the owner asks, never a thing to find.
  [
    /\b(?:(?:i|we) (?:can not|cannot|can't|cant|could not|couldn't) )?keep(?:ing)? track(?: of (?:it|them|things|everything|it all))?\b/gi,
    '',
  ],
  // "…, the table saw in the Basement included?": one of the set named as counted, at the end.
  [/,\s*(?:the|my|our|that|this) [^,;:.?!]{1,40} (?:included|too|as well)\s*(?=[?.!]*\s*$)/gi, ''],
  [
    /,?\s*\bwherever (?:they|it|these|those) (?:happens? to be|may be|might be|are|is)(?: (?:kept|stored|put|located))?\b/gi,
    '',
  ],
  // "In the house and shed", said last: the whole home, never one room named "… House".
  [
    /\s*\b(?:in|around|about|across|throughout) (?:the|our|my) (?:house|home|flat|apartment)(?: and (?:the |our |my )?[a-z]+)?(?=\s*[?.!]*\s*$)/gi,
    '',
  ],
  // "The entire contents of the house": everything.
  [
    /\b(?:the )?(?:entire|whole|full|complete) contents\b(?: of (?:the |my |our )?(?:house|home|flat|apartment|property|place))?/gi,
    'everything',
  ],
  // "The total of all the clothing, sarees included": what is named as part of the set asked
  // for is in it already, and narrows nothing.
  [
    /(?<=\b(?:total|worth|value|how much|add up|sum)\b.*),\s*(?!(?:is|are|was|were|does|do)\b)(?:[\w']+\s){0,2}[\w']+\s(?:included|too|as well)\b/gi,
    '',
  ],
  // "The sum of all the tools, incl. the bike stand": what the set includes is in it already.
  [
    /(?<=\b(?:total|worth|value|how much|add up|sum)\b.*),?\s*\b(?:incl\.?|including|inc\.)\s+[^?!;]*/gi,
    '',
  ],
  // "All the garden tools incl the strimmer, what are they worth": the same, before the question.
  [
    /\s*\b(?:incl\.?|including|inc\.)\s+[^,?!;.]*(?=,\s*(?:what|how|can|could|and)\b[^,]*\b(?:total|worth|value|how much|add up|sum|come to)\b)/gi,
    '',
  ],
  // "How much is Opa his piano worth": a possessive said as in Dutch or German, "Opa's piano".
  [
    /\b(is|are|was|were|of|for|about) (?!(?:he|she|it|that|this|there|what|who|which)\b)([a-z]+) (?:his|her) (?=[a-z])/gi,
    "$1 $2's ",
  ],
  // "What did Opa write in the notes for it": who wrote the notes is not what they are about.
  [
    /\b(?:did|has|had) (?!(?:i|we|you)\b)[a-z]+ (?:write|put|note|jot|type|add)(?: down)? (?:in|into|on) (?:the|its|their) notes?\b/gi,
    'is in the notes',
  ],
  // "Which appliance or thing is worth most": any thing at all.
  [/\b(which|what) [a-z]+ or (?:other )?(?:thing|item|anything|whatever)\b/gi, '$1 thing'],
  // "All the sarees, Amma's and mine together": everyone's together is the whole set.
  [
    /,?\s*\b(?:[a-z]+['’]s|(?:mine|ours|yours)) and (?:mine|ours|yours|[a-z]+['’]s)(?: (?:together|both|combined|put together|all together))?\b(?! (?:rooms?|bedrooms?|suites?|quarters)\b)/gi,
    '',
  ],
  // "Cleaning out the storeroom this weekend, how many things are in there": what the owner is
  // doing to a place names no thing in it.
  [
    /(?<!\b(?:for|of|at|with) )\b(?:cleaning|clearing|sorting|tidying|emptying|decluttering|organi[sz]ing|going|turning)(?: out| up| through)? (?=(?:the|my|our) )/gi,
    '',
  ],
  // "Tanishq or Krishniah Chetty, which shop jewels are worth more": the makers said as shops.
  [
    /\bwhich (?:shop|store|brand|make|maker|company|label|jeweller|jeweler|showroom)(?:'?s)? (?!(?:did|do|does|is|was|were|are|has|have|had|sells?|sold|makes?|made|and|or)\b)(?=[a-z])/gi,
    'which ',
  ],
  // "The 5 most expensive items in the household, top down": the whole home, wherever it is said.
  [
    /\s*\b(?:in|across|throughout|of) (?:the|our|my|this) household\b(?! (?:items?|goods|stuff|things|supplies|appliances|products|linens?)\b)/gi,
    '',
  ],
  // "Insure the whole household for": everything, not the household-items category.
  [
    /\b(?:the |our |my )?(?:entire|whole|complete) (?:household|house|home|flat|apartment|property|place)\b(?! (?:items?|goods|stuff|things|appliances|linens?)\b)/gi,
    'everything',
  ],
];

/**
 * "Everything in the Kitchen — sorry, I mean the Office": the writer corrects a room, category or
 * thing as they type. The corrected words go; the preposition before them stays unless the
 * correction repeats it ("of the Kitchen — no, I tell a lie, of the Basement").
 */
const SELF_CORRECTION =
  /(\b(?:in|of|for|on|at|from|with) )?\b(?:the|my|our|all the|all my) [^,;:.?!—–]{1,40}?\s*(?:—|–|--|-|,|;|\.\.\.)\s*(?:(?:sorry|no|oops|wait|er|erm|um|pardon|apologies)\b[,!]?\s*)*(?:i mean|i meant|i tell a lie|make that|scratch that|or rather|rather(?! than)|correction)\b[,:]?\s*/gi;

/**
 * "The road bike - wait sorry not the road bike, the gravel one -": the thing said is taken back
 * by name, and "one" stands for the same kind of thing as the one taken back.
 */
const NEGATED_CORRECTION =
  /(\b(?:in|of|for|on|at|from|with) )?\b(?:the|my|our|all the|all my) [^,;:.?!—–]{1,40}?\s*(?:—|–|--|-|,|;|\.\.\.)\s*(?:(?:sorry|no|oops|wait|er|erm|um|pardon|apologies|actually)\b[,!]?\s*)+not (?:the|my|our|that|this) ([^,;:.?!—–]{1,40}?)\s*(?:,|—|–|--|-|;)\s*(?:(the|my|our) ((?:[\w-]+ ){1,2})one\b)?/gi;

const withoutNegatedCorrection = (text: string) =>
  text.replace(
    NEGATED_CORRECTION,
    (
      _match,
      preposition: string | undefined,
      takenBack: string,
      determiner: string | undefined,
      describing: string | undefined,
    ) => {
      const kind = takenBack.trim().split(/\s+/).pop();
      const corrected = determiner ? `${determiner} ${describing ?? ''}${kind}` : '';
      return `${preposition ?? ''}${corrected}`;
    },
  );

export function inEverydayWords(text: string): string {
  let result = withoutNegatedCorrection(text).replace(
    SELF_CORRECTION,
    (match, preposition: string | undefined, offset: number, whole: string) => {
      const rest = whole.slice(offset + match.length);
      return preposition && !/^(?:in|of|for|on|at|from|with)\b/.test(rest) ? preposition : '';
    },
  );
  for (const [pattern, replacement] of FORMAL_REWRITES)
    result = result.replace(pattern, replacement);
  return result;
}
