import type { FactItem } from '../inventory-facts.js';

/** Words that ask for what an activity is done with: its equipment, never what it makes or uses up. */
const GEAR_WORDS = /\b(equipment|gear|tools|implements|apparatus)\b/;

/** The category of food and other things used up. */
const CONSUMABLES = 'chemical_perishable';

/** The words of a name or a question, as they are compared. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 3);

/**
 * The items of a question about an activity's equipment ("canning equipment", "brewing gear"),
 * without its food and supplies (the jars of pickles are canned, not canning equipment). A supply
 * whose own name says the activity asked ("Brewing Sanitiser" for the brewing gear) is kit for it
 * and stays. When the question asks nothing of the sort, or only such things match, the items
 * stay as they are.
 */
export function gearOnly<T extends Pick<FactItem, 'category'> & { item_name?: string }>(
  items: T[],
  question: string | undefined,
): T[] {
  if (!question || !GEAR_WORDS.test(question.toLowerCase())) return items;
  const asked = new Set(wordsOf(question.replace(GEAR_WORDS, ' ')));
  const namedForIt = (item: T) => wordsOf(item.item_name ?? '').some((word) => asked.has(word));
  const gear = items.filter((item) => item.category !== CONSUMABLES || namedForIt(item));
  return gear.length > 0 ? gear : items;
}
