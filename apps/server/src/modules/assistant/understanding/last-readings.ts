import { withoutDeniedPlaces } from './denied-places.js';
import { heldByOthers } from './loans-asked.js';
import { askWhenSubjectLost } from './lost-subject.js';
import type { ParsedQuery } from './query.js';
import { shareOfWhole } from './share-asked.js';

/**
 * Readings that need the whole parse first: things others hold, a subject the words lost, a share
 * of the whole, rooms named only to be ruled out.
 */
export function lastReadings(raw: string, question: string, query: ParsedQuery): void {
  heldByOthers(raw, query);
  askWhenSubjectLost(question, query);
  shareOfWhole(raw, query);
  withoutDeniedPlaces(raw, query);
}
