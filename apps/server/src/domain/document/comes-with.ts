/**
 * "Including" inside a product's name says what comes with it ("Espressomaschine inkl.
 * Milchkanne", "Tent incl. footprint"), not that a tax is included: a name stands before the word
 * and a thing, not a tax or money word, follows it.
 */
const INCLUDING = new Set(['inkl', 'incl', 'including', 'inklusive', 'inclusive', 'ink']);

/** Whether word `at` of a label's words is an "including" that joins a thing to a product's name. */
export function joinsAThing(w: string[], at: number, moneyWord: (x: string) => boolean): boolean {
  if (!INCLUDING.has(w[at]!) || at < 2) return false;
  const after = w.slice(at + 1);
  return after.length > 0 && !after.some(moneyWord) && !w.slice(0, at).some(moneyWord);
}
