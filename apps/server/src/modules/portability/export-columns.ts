import type { ItemWithSource } from '../inventory/index.js';

/** An item as the export reads it: with its attachments' file names. */
export type ExportedItem = ItemWithSource & { attachmentNames: readonly string[] };
import type { CsvValue } from './csv-cells.js';
import { customFieldLines } from './custom-field-cells.js';

/** The columns of a CSV export, in order, each with how it is read from an item. */
export const EXPORT_COLUMNS: ReadonlyArray<
  [header: string, read: (item: ExportedItem) => CsvValue]
> = [
  ['id', (item) => item.id],
  ['item_name', (item) => item.itemName],
  ['item_description', (item) => item.itemDescription],
  ['item_category', (item) => item.itemCategory],
  ['brand', (item) => item.brand],
  ['condition', (item) => item.condition],
  ['estimated_value', (item) => item.estimatedValue],
  ['quantity', (item) => item.quantity],
  // The whole branch ("Home / Garage / Shelf A"), which an import turns back into places.
  ['location', (item) => item.placePath ?? item.location],
  // Semicolons, as Homebox writes labels, so a tag may contain a comma.
  ['tags', (item) => item.tags.join('; ')],
  ['notes', (item) => item.notes],
  ['serial_number', (item) => item.serialNumber],
  ['model_number', (item) => item.modelNumber],
  ['purchase_date', (item) => item.purchaseDate],
  ['purchase_price', (item) => item.purchasePrice],
  ['warranty_until', (item) => item.warrantyUntil],
  // One "name: value" line each, as the import reads a custom fields column back.
  ['custom_fields', (item) => customFieldLines(item.customFields)],
  ['is_verified', (item) => item.isVerified],
  ['is_public', (item) => item.isPublic],
  ['is_shareable', (item) => item.isShareable],
  ['created_at', (item) => item.createdAt.toISOString()],
  ['updated_at', (item) => item.updatedAt.toISOString()],
  // Added after the first columns, which stay as they were.
  ['asset_id', (item) => item.assetId],
  // The place's whole path, empty for an item in no place (location may then hold a free text).
  ['place_path', (item) => (item.placeId ? (item.placePath ?? item.location) : null)],
  // One file name a line; the files themselves stay in Circle.
  ['attachments', (item) => item.attachmentNames.join('\n')],
];
