/** Splits sentences into item mentions, keeping brand names with "and" whole. */
import { findBrand } from '../brands.js';

/** Splits a sentence into item mentions at commas, semicolons and "and". */
const SPLIT =
  /\s*(?:[;,:]|\.\s+|\.$|\s+(?:and|as well as|plus|sowie|und|et|ainsi qu['e]|y|e|en|dan|serta|og|och)\s+)\s*/i;

export function splitProse(input: string): string[] {
  let text = input;
  // Keep brand names such as "Black and Decker" or "Crate and Barrel" whole.
  const brand = findBrand(text);
  if (brand) {
    const span = text.slice(brand.start, brand.end);
    if (/\sand\s/i.test(span))
      text = text.slice(0, brand.start) + span.replace(/\sand\s/gi, ' & ') + text.slice(brand.end);
  }
  return text
    .split(SPLIT)
    .map((s) => s.trim())
    .filter((s) => /\p{L}{2,}/u.test(s));
}
