/** Last words ending in "s" that still name one thing ("lens", "glass", "chess set" aside). */
const ONE_THING = /(?:ss|us|is|os|ics|lens|series|species|news|canvas|atlas|gas|bus)$/i;

/**
 * Whether an item's name says several things ("Hearing aids", "Walking boots"), so that a
 * sentence about it reads "are": a plural last word, not a code or a name in capitals ("EOS").
 */
export function namesSeveral(name: string): boolean {
  const last = name.trim().split(/\s+/).at(-1) ?? '';
  return last.length > 3 && /[a-z]s$/.test(last) && !ONE_THING.test(last) && /[a-z]{3}/.test(last);
}

/** "is" or "are", as the item's name asks. */
export const beFor = (name: string): 'is' | 'are' => (namesSeveral(name) ? 'are' : 'is');
