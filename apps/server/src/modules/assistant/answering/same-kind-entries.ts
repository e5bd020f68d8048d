import type { FactItem } from '../inventory-facts.js';
import { headsOf } from './item-resolver.js';

/** Last words that say how a thing comes, not what it is: a "tea set" is no "linen set". */
const PACKAGING = new Set(['set', 'kit', 'pack', 'case', 'box', 'bag', 'pair', 'lot', 'bundle']);

/**
 * Things of one kind kept as separate entries ("Roberts Rambler radio", "Roberts Revival radio"):
 * the other way to own something twice, besides one entry with a quantity. Grouped by what the
 * names say the thing is, their last word (or last two, after a word like "set").
 */
export function sameKindEntries(items: FactItem[]): { kind: string; items: FactItem[] }[] {
  const groups = new Map<string, FactItem[]>();
  for (const item of items) {
    const [last, lastTwo] = headsOf(item.item_name);
    if (!last || last.length < 2 || /^\d+$/.test(last)) continue;
    const kind = PACKAGING.has(last) ? lastTwo : last;
    if (!kind || (kind === last && PACKAGING.has(last))) continue;
    groups.set(kind, [...(groups.get(kind) ?? []), item]);
  }
  return [...groups.entries()]
    .filter(([, group]) => new Set(group.map((item) => item.item_name.toLowerCase())).size > 1)
    .map(([kind, group]) => ({ kind, items: group }));
}
