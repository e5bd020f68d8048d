import type { EvidenceDoubt } from '../understanding/evidence-doubts.js';
import { plural } from './describe.js';
import type { Reply } from './turn.js';

/**
 * The owner said how many there are ("the 3 bikes", read by the question parser) and the set
 * found holds another number, as entries or as pieces: the set is not the one meant, or one of
 * them goes by another name.
 */
export function statedCountDoubt(
  said: number | undefined,
  reply: Reply,
): EvidenceDoubt | undefined {
  if (said === undefined) return undefined;
  const entries = reply.totalMatches;
  const allListed = reply.items.length === entries;
  const pieces = allListed ? reply.items.reduce((sum, item) => sum + item.quantity, 0) : undefined;
  if (said === entries || said === pieces) return undefined;
  const found =
    pieces !== undefined && pieces !== entries
      ? `${plural(entries, 'item')} (${pieces} pieces)`
      : plural(entries, 'item');
  return { kind: 'stated', words: [String(said), found] };
}
