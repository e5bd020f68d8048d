import type { Field } from './query.js';

/**
 * "Where are its papers? I wrote it in the notes": the owner points at the notes themselves.
 * Upkeep ("how often does it need descaling", "due for a service") and who gave a thing ("who gave
 * it to us") are kept in the notes too.
 */
export const IN_THE_NOTES =
  /\bhow often\b|\bwho (?:gave|bought) (?:(?:it|that|this|them|those) )?(?:to |for )?(?:us|me|it|them)\b(?! back\b)|\bwho (?:was|were) (?:it|that|this|they|those) from\b|\baccording to (?:my|the|our) notes?\b|\b(?:what|which|any) notes?\b|\b(?:write|wrote|written|jot|jotted|note|noted|put) (?:anything|something|much) (?:down )?(?:about|on|for)\b|\bwhen did (?:i|we|you) (?:get|have) (?:\w+ ){0,4}(?:appraised|valued|serviced|repaired|fixed|tuned|cleaned|restrung|insured)\b|\bwhere did (?:i|we|you) (?:buy|get|purchase|pick up|order|find) (?:it|them|the|my|our|that|this|those)\b|\b(?:due|overdue|ready) (?:for )?(?:a |an |its |their )?(?:service|servicing|check ?up|inspection|tune ?up|clean|descale|oil change)\b|\b(?:need|needs|needed) (?:a |an |its |their )?(?:service|servicing|descaling|descaled|sharpening|sharpened|tuning|tuned|cleaning|cleaned|recharging|oiling|re ?stringing)\b|\b(?:in|on|into) (?:the|my|its|their) notes?\b|(?<!\bwhen did )\b(?:i|we) (?:wrote|noted|jotted|put|typed|added) (?:it|that|this|them|those) (?:down|in)\b|\b(?:i|we) (?:wrote|noted|jotted) (?:it )?down\b/;

export const FIELD_PATTERNS: [RegExp, Field][] = [
  [/\b(where|which room|what room|located|location of|whereabouts|kept)\b/, 'location'],
  [
    /\b(what|which) (brand|make)\b|\bwho (makes|made|manufactured)\b|\bbrand (of|is)\b|\bmade by\b/,
    'brand',
  ],
  [
    /\b(what|which) (condition|shape|state|nick)\b|^(?:is|are|was|were) (?:the|my|our|his|her|their) .* in (?:good|bad|decent|ok|okay|fine|great|working) (?:shape|condition|state|nick)\b|\bwhat (?:kind|sort) of (?:condition|shape|state|nick)\b|\bin (good|bad|decent|what) nick\b|\bcondition (of|is)\b|\bwhat(?: is|'s|s| are)? (?:its|their|his|her) (?:condition|shape|state)\b|\bhow is .* condition\b|\bin what (condition|shape)\b|^(?:(?:the|my|our) )?\w+(?: \w+)? (?:condition|nick)$/,
    'condition',
  ],
  [
    /\bwho (has|have|is|borrowed|borrow|borrows|borrowing|took|take|taken|keeps|got|owns)\b|\bwho did (?:i|we) (?:give|hand|lend|loan) .* to\b|\bwho lent (me|us)\b|\bwho did (i|we) borrow\b|\bwho(?:'d| did| had) (?:i|we) (?:get|borrow|take|have) (?:\w+ ){1,4}(?:from|off)\b|\bwith whom\b|\blent .* to (who|whom)\b|\bwhose\b|\bbelongs? to (who|whom)\b/,
    'holder',
  ],
  [
    /\b(when|what day|what date)\b.*\b(due|back|return|returned|returning)\b|\bdue (back|date)\b|\bdue\b|\bwhen will (they|he|she|it) (return|bring)\b|\b(?:supposed|meant|expected) to (?:be|come|go) (?:back|returned)\b|\b(?:back|returned) when(?: exactly)?\s*\?*\s*$/,
    'due',
  ],
  [
    /\b(?:when|(?:on |at )?(?:what|which) (?:date|day)) did (i|we|you) (add|buy|get|upload|enter|put in|record|catalogue)\b|\bwhen (i|we) (added|uploaded|entered|put in|recorded|catalogued)\b|\bwhen did (i|we|you) (?:put|pop|stick|get) .* (on|in|into|onto) (?:(the|my|this) (list|inventory|app)|here|there)\b|\bwhen (was|were) .* (added|bought|uploaded|put in|put into|put on|entered|logged|recorded|listed)\b|\bwhen did (?:i|we|you) (?:put|pop|stick|add|enter|log) (?:it|them|that|this|those) in\b|\bwhen did (?:i|we|you) (?:put|pop|stick|enter|log) (?:the|my|our) [\w' -]+? in\s*\??$|\bwhen did (?:\w+ ){1,4}(?:get|got) (?:added|put in|entered|logged|recorded)\b|\b(date|day) .* added\b/,
    'added',
  ],
  [
    /\bnot(es?|ed)\b|\bcome?s? with\b|\bcame with\b|\b(write|wrote|written|right) (about|on|down)\b|\bdoes (the|my|our) .+ (have|still have) (its|their|the|a|an|any)\b|(?<!\b(?:ones?|lent|loaned|borrowed|things?|items?|ends?|both|limits?|amounts?|figures?) )(?<!\b(?:total|worth|value|how much|add up|sum)\b.*\b[\w']+s\s)\binclude[sd]?\b|\bwarranty\b|\bserial\b|\bmodel (number|no)\b|\b(?:frame|cert|certificate|policy|registration|reg|imei|chassis|vin|licen[cs]e|membership|receipt|order|invoice|engine|part|sku|reference|ref|product|hallmark|lot|catalogue|catalog|stock|appraisal|valuation) (?:number|no|num|code|id)\b|\bdetails?\b|\banything about\b|\bhow (?:big|large|tall|wide|heavy)\b|\bwhat (?:size|colou?r|material)\b|\bdimensions?\b|\bmeasurements?\b|\bwhen (?:was|were) (?:\w+ ){0,4}(?:appraised|valued|serviced|repaired|fixed|tuned|cleaned)\b/,
    'notes',
  ],
  [/\btags?\b|\btagged\b|\blabels?\b/, 'tags'],
  [
    /\b(what|which) category\b|\bcategory (of|is)\b|\b(?:what|which) (?:sort|kind|type) of (?:thing|item) (?:is|have|has|did|do)\b.*\b(?:down as|filed|listed|as)\b/,
    'category',
  ],
  [/\bhow many (of )?(them|those|these)\b|\bquantity\b/, 'quantity'],
];

/** "Does it come with a lens", "does it have its box": what it came with is the detail asked. */
export const POINTED_DETAIL =
  /\b(?:does|did|do|will) (?:it|they|that|this|them) (?:come|came) with\b|\b(?:does|did|do) (?:it|they|that|this) (?:have|include|still have) (?:a|an|its|their|the|any)\b/;
