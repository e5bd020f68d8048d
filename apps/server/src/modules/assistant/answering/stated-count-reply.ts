import type { FactItem } from '../inventory-facts.js';
import { plural } from './describe.js';
import type { Reply } from './turn.js';

/**
 * The owner said how many things the set holds ("the 3 bikes") and the words found another
 * number: the items found are offered, with no figure, and the owner asked which are meant.
 */
export function otherCountThanStated(
  stated: number,
  phrase: string[],
  found: FactItem[],
  count = found.length,
): Reply {
  const named = phrase.join(' ');
  const shown = found.slice(0, 6).map((item) => item.item_name);
  const more = count > shown.length ? ` and ${count - shown.length} more` : '';
  const what =
    count === 0
      ? `I found nothing for "${named}"`
      : `I found ${plural(count, 'item')} for "${named}" (${shown.join(', ')}${more})`;
  return {
    response: `You mention ${stated}, but ${what}. Which ones do you mean? Tell me their names, or the room or category they are in.`,
    items: found,
    intent: 'clarify',
    strategy: 'retrieval',
    totalMatches: count,
    unresolved: true,
  };
}
