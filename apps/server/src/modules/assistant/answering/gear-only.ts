import type { FactItem } from '../inventory-facts.js';

/** Words that ask for what an activity is done with: its equipment, never what it makes or uses up. */
const GEAR_WORDS = /\b(equipment|gear|tools|implements|apparatus)\b/;

/** The category of food and other things used up. */
const CONSUMABLES = 'chemical_perishable';

/**
 * The items of a question about an activity's equipment ("canning equipment", "brewing gear"),
 * without its food and supplies (the jars of pickles are canned, not canning equipment). When the
 * question asks nothing of the sort, or only such things match, the items stay as they are.
 */
export function gearOnly<T extends Pick<FactItem, 'category'>>(
  items: T[],
  question: string | undefined,
): T[] {
  if (!question || !GEAR_WORDS.test(question.toLowerCase())) return items;
  const gear = items.filter((item) => item.category !== CONSUMABLES);
  return gear.length > 0 ? gear : items;
}
