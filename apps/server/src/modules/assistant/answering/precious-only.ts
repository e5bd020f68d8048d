import type { FactItem } from '../inventory-facts.js';
import { singular } from '../../../domain/words/singular.js';

/** Precious metals and stones, which asked alone mean what is made of them. */
const PRECIOUS = new Set([
  'gold',
  'silver',
  'platinum',
  'diamond',
  'pearl',
  'ruby',
  'emerald',
  'sapphire',
  'jade',
  'coral',
]);
/** Where things of worth made of them are kept: jewellery, coins and bars. */
const OF_WORTH = new Set(['jewelry', 'collectibles']);

/**
 * "All the gold in the house", "our silver": the jewellery, coins and bars of that metal or stone,
 * not a gold-coloured clock or a silver laptop. When none of the things found is jewellery or a
 * collectible, the word stays a colour and the items stay as they are.
 */
export function preciousOnly<T extends Pick<FactItem, 'category'>>(
  items: T[],
  phrase: string[],
): T[] {
  if (phrase.length !== 1 || !PRECIOUS.has(singular(phrase[0]!.toLowerCase()))) return items;
  const precious = items.filter((item) => OF_WORTH.has(item.category));
  return precious.length > 0 ? precious : items;
}
