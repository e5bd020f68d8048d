import type { Filters } from './query.js';

/**
 * Two sides are compared like for like. A filter only one side names while both name the other
 * kind ("in the living room, good condition vs excellent condition") is the shared context of
 * both; a word that is a category or a room ("kitchen stuff") is read as the kind the other side
 * is ("tools vs kitchen stuff": categories).
 */
export function alignSides(left: Filters, right: Filters) {
  const kinds = ['categories', 'locations', 'brands', 'conditions'] as const;
  for (const [a, b] of [
    [left, right],
    [right, left],
  ] as const) {
    if (a.categoryOrLocation && !b.categoryOrLocation) {
      const asRoom = b.locations.length > 0 && b.categories.length === 0;
      if (asRoom) a.categories = [];
      else if (b.categories.length > 0) a.locations = [];
      if (asRoom || b.categories.length > 0) a.categoryOrLocation = false;
    }
  }
  const shared = kinds.some((kind) => left[kind].length > 0 && right[kind].length > 0);
  if (!shared) return;
  for (const kind of kinds) {
    if (left[kind].length > 0 && right[kind].length === 0) right[kind] = [...left[kind]];
    else if (right[kind].length > 0 && left[kind].length === 0) left[kind] = [...right[kind]];
  }
}

/** "Vs the lounge?", "compare that with the bedroom": the last answer's set against another. */
export const VERSUS_PREVIOUS =
  /^(?:and |now |ok |okay |so |then )?(?:(?:is|are) (?:that|it|this|those|they) (?:worth )?(?:more|less|bigger|higher|lower)(?: or (?:more|less|fewer|lower|higher))? than|vs|versus|compared (?:to|with)|against|(?:how (?:does|do|would) )?(?:compare|comparing) (?:that|it|this|those|them|these)(?: \w+)? (?:to|with|against)|how (?:does|do) (?:that|it|this|those) compare (?:to|with))\b/;

/** "So which one's bigger", "which is worth more": two sets said before, weighed. */
export const WHICH_IS_MORE =
  /^(?:(?:so|ok|okay|and|but|right)\s+)*(?:which|what)(?: one| ones| of them| of the two| of those| of these| room| category| brand| lot| set| side)?(?:'s| s| is| are| has| have| total| totals| is worth| comes to| adds up to)? ?(?:bigger|more|higher|larger|greater|worth more|more valuable|pricier|dearer|more expensive|ahead)\b/;

/** "By how much?", "what's the difference": the gap between the two sets just weighed. */
export const MARGIN_ASKED =
  /^(?:(?:so|ok|okay|and|but|right)\s+)*(?:by how much|how much (?:more|less|bigger|higher|lower|difference|in it)|what(?: is|s)? the (?:difference|gap|margin)|how big (?:is|was) the (?:gap|difference)|by what (?:margin|amount))\b/;

/** "Garage and basement, which has more", "clothing or jewelry, which one is worth more". */
export const WEIGHS_TWO =
  /\b(?:and|or)\b.*\bwhich(?: one| of them| of the two)?\b.*\b(?:more|fewer|less|bigger|higher|most|larger|greater|greatest|lower|smaller|least)\b/;
