import type { InventoryItemRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

/** What an item's edit accepts: a merge never makes an item hold more. */
const NOTES_MAX = 5000;
const TAGS_MAX = 50;

/**
 * The notes of items merged into one: each distinct note once, in the order of the items, the
 * kept item's first. Refused (422) when the notes or the tags together would be more than one
 * item holds, so nothing is cut off.
 */
export function combinedNotes(rows: Pick<InventoryItemRow, 'notes' | 'tags'>[]): string | null {
  const notes: string[] = [];
  const tags = new Set<string>();
  for (const row of rows) {
    const note = row.notes?.trim();
    if (note && !notes.includes(note)) notes.push(note);
    row.tags.forEach((tag) => tags.add(tag));
  }
  const combined = notes.join('\n\n');
  if (combined.length > NOTES_MAX) {
    throw new AppError(
      422,
      `Together these items have more than ${NOTES_MAX} characters of notes; shorten some notes before merging them.`,
    );
  }
  if (tags.size > TAGS_MAX) {
    throw new AppError(
      422,
      `Together these items have more than ${TAGS_MAX} tags; remove some tags before merging them.`,
    );
  }
  return combined || null;
}
