import { NUMBER_WORDS } from '../../../domain/words/number-words.js';
import type { ParsedQuery } from './query.js';

/** Words after a number that rank or measure ("the 3 most expensive"), not things counted. */
const NOT_THINGS =
  /^(?:most|least|cheapest|priciest|dearest|costliest|newest|latest|oldest|highest|lowest|biggest|recent|last|first|of|or|and|to|more|less|days?|weeks?|months?|years?|times?|pieces?|pairs?|sets?|\d)/;

/**
 * "The 3 bikes", "both helmets", "all four chairs": how many things the owner says the set holds.
 * A figure over a set of another size would answer for other things than those meant.
 */
export function statedCount(text: string): number | undefined {
  const both = /\bboth (?:of )?(?:the |my |our |his |her |their )?([a-z]+s)\b/.exec(text);
  // "Both the amp and the pedals": two sets joined, not a set of two.
  if (both && !/\band\b/.test(text.slice(both.index))) return 2;
  const numbered =
    /\b(?:the|my|our|his|her|their|these|those|all|all the|all my|all our) (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ([a-z]+)\b/.exec(
      text,
    );
  if (!numbered || NOT_THINGS.test(numbered[2]!)) return undefined;
  const count = Number(numbered[1]) || NUMBER_WORDS[numbered[1]!];
  return count && count >= 2 ? count : undefined;
}

/** Sets the count the owner states for the set asked, and drops "both" from its words. */
export function readStatedCount(raw: string, query: ParsedQuery) {
  const count = query.phrase.length > 0 && !query.limit ? statedCount(raw) : undefined;
  if (count === undefined) return;
  query.statedCount = count;
  query.phrase = query.phrase.filter((word) => word !== 'both');
  if (query.groups) query.groups = query.groups.map((group) => group.filter((w) => w !== 'both'));
}
