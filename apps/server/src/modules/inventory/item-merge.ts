import type { CustomField } from '@circle/contract';
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

/** What `item` becomes when `other` is folded into it. */
export function mergedValues(
  item: InventoryItemRow,
  other: InventoryItemRow,
): Partial<InventoryItemRow> {
  const keepsPicture = Boolean(item.imageKey);
  return {
    quantity: item.quantity + other.quantity,
    itemDescription: item.itemDescription ?? other.itemDescription,
    brand: item.brand ?? other.brand,
    condition: item.condition ?? other.condition,
    estimatedValue: item.estimatedValue ?? other.estimatedValue,
    location: item.location ?? other.location,
    placeId: item.placeId ?? other.placeId,
    notes: item.notes ?? other.notes,
    serialNumber: item.serialNumber ?? other.serialNumber,
    modelNumber: item.modelNumber ?? other.modelNumber,
    purchaseDate: item.purchaseDate ?? other.purchaseDate,
    purchasePrice: item.purchasePrice ?? other.purchasePrice,
    warrantyUntil: item.warrantyUntil ?? other.warrantyUntil,
    customFields: mergedCustomFields(item.customFields, other.customFields),
    tags: [...new Set([...item.tags, ...other.tags])].slice(0, TAGS_MAX),
    sourceFileId: item.sourceFileId ?? other.sourceFileId,
    imageKey: keepsPicture ? item.imageKey : other.imageKey,
    imageThumbnailKey: keepsPicture ? item.imageThumbnailKey : other.imageThumbnailKey,
    isVerified: true,
  };
}

/** The item's own custom fields, then the other's under names it does not have. */
function mergedCustomFields(own: CustomField[], other: CustomField[]): CustomField[] {
  const names = new Set(own.map((field) => field.name.toLowerCase()));
  return [...own, ...other.filter((field) => !names.has(field.name.toLowerCase()))].slice(
    0,
    TAGS_MAX,
  );
}
