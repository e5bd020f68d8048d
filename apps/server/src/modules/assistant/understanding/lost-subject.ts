import { hasFilters, type ParsedQuery } from './query.js';
import { MY_ROOM } from './speaker-room.js';

/** "Gear for lessons", "stuff for the braai": what the things asked for are for. */
const FOR_WHAT =
  /\b(?:gear|kit|equipment|stuff|things|tools|supplies|use|used|need|needed|take|took) for (?:the |our |my |a |an |some )?([a-z]+)\b/gi;
/** What a question is asked for, never what its things are for. */
const REASONS = new Set(
  'insurance insurer claim form forms records policy move moving sale selling tax taxes list'.split(
    ' ',
  ),
);

/**
 * A set asked for by whose room or what for, where that names nothing the owner has ("my room"
 * unsigned on a shared account, "the gear we use for lessons"): the answer asks which, rather
 * than give everything.
 */
export function askWhenSubjectLost(question: string, query: ParsedQuery): void {
  if (!['list', 'total', 'count', 'rank'].includes(query.operation)) return;
  if (query.phrase.length > 0) return;
  const lost: string[] = [];
  if (MY_ROOM.test(question) && query.filters.locations.length === 0) lost.push('room');
  if (!hasFilters(query.filters)) {
    for (const [, word] of question.matchAll(FOR_WHAT))
      if (query.ignored?.includes(word!.toLowerCase()) && !REASONS.has(word!.toLowerCase()))
        lost.push(word!.toLowerCase());
  }
  if (lost.length) query.unknown = [...new Set([...query.unknown, ...lost])];
}
