/** Words that start what follows a name's head: "Enamel Bowls from Lagos", "iPad with Pencil". */
const AFTER_HEAD = new Set(['with', 'from', 'for', 'of', 'and', 'in', 'by']);

/**
 * The noun a name says the item is, from its words (lower case, singular): the last word before
 * "with", "from" and the like, skipping model numbers. "Grandma's Fiddle" → fiddle, "Jet Wood
 * Lathe JWL 1221" → lathe.
 */
export function headNoun(words: string[]): string | undefined {
  const cut = words.findIndex((word, index) => index > 0 && AFTER_HEAD.has(word));
  const named = cut > 0 ? words.slice(0, cut) : words;
  return named.filter((word) => /^[a-z]{3,}$/.test(word)).at(-1);
}
