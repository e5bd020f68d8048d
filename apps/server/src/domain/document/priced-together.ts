/**
 * A price said to cover several of the thing ("12 € (for both)", "30 zł (za oba)", "9 € (alle 3)",
 * "15 € (les 3)"): a private seller prices the pair or the set, so each one is worth its share.
 */
import type { Reading } from './quantity.js';

/** Words for "both" after a price. */
const BOTH =
  /^\(?\s*(?:for |f[üu]r |pour |por |per |voor |za |f[öo]r |til |para )?(?:both|the pair|beide|beiden|les deux|los dos|las dos|ambos|ambas|entrambi|entrambe|oba|obie|obydwa|obydwie|begge|b[åa]da|molemmat|mindkett[őo]|ikisi)\s*\)?/iu;
/** "(les 3)", "(für alle 3)", "(all 4)", "(tutti e 3)", "(wszystkie 3)". */
const ALL_N =
  /^\(?\s*(?:for |f[üu]r |pour |por |per |voor |za |f[öo]r |til |para )?(?:all(?: of the)?|alle|les|los|las|todos los|todas las|tutti e|tutte e|wszystkie|alla|kaikki)\s+(\d{1,2})\s*\)?/iu;

/** How many the line's price covers, from the words right after it, or null. */
export function countPricedTogether(tail: string): number | null {
  const text = tail.replace(/^[\s,;–—-]+/, '');
  if (BOTH.test(text)) return 2;
  const all = ALL_N.exec(text);
  const count = all ? Number(all[1]) : 0;
  return count >= 2 ? count : null;
}

/**
 * The reading with its price shared out, when the words after the price say it covers several:
 * the count they give, or the count the line already read when it agrees.
 */
export function sharedOut(raw: string, reading: Reading | null): Reading | null {
  if (!reading || reading.used.length === 0) return reading;
  const price = reading.used.reduce((a, b) => (b.start > a.start ? b : a));
  const covered = countPricedTogether(raw.slice(price.end));
  if (covered === null) return reading;
  if (reading.quantity !== 1 && reading.quantity !== covered) return reading;
  return {
    ...reading,
    quantity: covered,
    unit: Math.round((price.value / covered) * 100) / 100,
    total: price.value,
    ambiguous: false,
  };
}
