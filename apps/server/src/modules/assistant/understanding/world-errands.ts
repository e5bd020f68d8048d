/**
 * Requests that have the shape of the world's business rather than the owner's things: what a
 * commodity sells for somewhere today, paperwork to be filed for someone, when a game is played,
 * and what to plant or grow. Whatever nouns they carry ("barley", "the allotment", "the orchard"),
 * none of them asks about the inventory.
 */
export const WORLD_ERRANDS: RegExp[] = [
  // A bare commodity's price at a place or on a day: "the price of barley in Brandon this week".
  // With no article before it the thing is a commodity, not the owner's own piece.
  /^(?!.*\b(?:my|our|mine|ours|your)\b).*\b(?:prices?|rates?) (?:of|for) (?!(?:the|a|an|this|that|these|those|my|our|everything|all|it|them|each|every)\b)(?:\w+ ){0,2}\w+(?: (?:in|at|near|around) (?:\w+ ){1,3}?)? ?(?:today|tonight|now|right now|currently|these days|this (?:week|month|morning|year)|at the (?:elevator|market|auction|sale|yard|pump)s?)\b/,
  // Paperwork done for the asker: filing, lodging or preparing a return, the taxes, a form.
  /\b(?:(?:file|lodge|submit|prepare|complete|fill (?:in|out)) (?:my|our|the|his|her|their|a) (?:\w+ ){0,2}(?:tax(?:es)?|returns?|paperwork|forms?|filings?|remittances?)|do (?:my|our|the|his|her|their) (?:\w+ ){0,2}(?:tax(?:es)?|tax returns?|bookkeeping))\b(?!.*\b(?:insurance|insurer|claim|inventory)\b)/,
  // When a game or a show is on: "what time is the hockey game", "when do the Oilers play".
  /\b(?:what time|at what time|when)\b(?: \w+){0,5} (?:game|match|playoff|bout|fight|tournament|bonspiel|rodeo|concert|parade)s?\b(?!.*\b(?:lent|lend|loan|borrow\w*|added|bought|due)\b)/,
  /\bwhen (?:do|does|will|are) (?:the )?(?:\w+ ){1,2}play(?:ing)?(?: (?:next|tonight|today|tomorrow|this|on))?\b(?!.*\b(?:with (?:my|our|the)|lent|borrow\w*)\b)/,
  // Gardening and farming advice: what or when to plant, sow, prune or spray.
  /\b(?:what|when|where|how much|how deep|how early) (?:should|shall|can|could|do|would) (?:i|we|you|one) (?:plant|sow|seed|grow|prune|transplant|fertili[sz]e|spray)\b|\b(?:what|when|where) to (?:plant|sow|seed|grow|prune|transplant|fertili[sz]e)\b|\bbest (?:time|month|week) to (?:plant|sow|seed|prune|harvest|spray)\b/,
  // What the law allows or requires: "when is it legal to ...", even of a thing the owner has.
  /\b(?:when|where|until when|since when) (?:is|are) (?:it|we|you) (?:legal|illegal|allowed|required|obliged|mandatory)\b|\bis it (?:legal|illegal|against the law|mandatory|required by law) to\b|\bwhat (?:does|do) the laws? (?:say|says|require)\b/,
];
