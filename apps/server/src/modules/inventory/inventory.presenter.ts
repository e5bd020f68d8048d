import {
  TEXT_EXCERPT_CHARS,
  type FileRecord,
  type InventoryItem,
  type SharingInfo,
} from '@circle/contract';
import type { FileRow, InventoryItemRow } from '../../db/schema.js';
import { pictureOf, type FileUrlSigner } from '../../lib/file-urls.js';

export type ItemWithSource = InventoryItemRow & {
  source: Pick<
    FileRow,
    'id' | 'storageKey' | 'thumbnailKey' | 'mimeType' | 'filename' | 'contentType'
  > | null;
  /** The full name of who added it, when the query joined it. */
  addedByName?: string | null;
  /** The path of its place ("Home / Garage"), when the caller looked it up. */
  placePath?: string | null;
};

const round = (value: number, digits: number) => Number(value.toFixed(digits));

export async function presentItem(
  row: ItemWithSource,
  signer: FileUrlSigner,
  sharingInfo: SharingInfo | null = null,
): Promise<InventoryItem> {
  const image = row.source?.contentType === 'image' ? await signer.urlsOf(row.source) : null;
  const own = pictureOf(row, row.source);
  const picture = own ? await signer.urlsOf(own) : null;
  return {
    id: row.id,
    user_id: row.userId,
    household_id: row.householdId,
    added_by: { id: row.userId, full_name: row.addedByName ?? null },
    source_file_id: row.sourceFileId,
    file_record_id: row.sourceFileId,
    item_name: row.itemName,
    item_description: row.itemDescription,
    item_category: row.itemCategory,
    brand: row.brand,
    condition: row.condition,
    estimated_value: row.estimatedValue,
    original_value: row.originalValue,
    original_currency: row.originalCurrency,
    quantity: row.quantity,
    location: row.location,
    place_id: row.placeId,
    place_path: row.placeId ? (row.placePath ?? row.location) : null,
    tags: row.tags,
    notes: row.notes,
    confidence_score: round(row.confidenceScore, 4),
    is_verified: row.isVerified,
    is_public: row.isPublic,
    is_shareable: row.isShareable,
    source_image_url: image?.url ?? null,
    source_image_expires_at: image?.expiresAt.toISOString() ?? null,
    image_url: picture?.url ?? null,
    thumbnail_url: picture?.thumbnailUrl ?? picture?.url ?? null,
    perishability_type: row.perishabilityType,
    prominence_score: round(row.prominenceScore, 4),
    visual_area_percentage: round(row.visualAreaPercentage, 2),
    ownership_likelihood: round(row.ownershipLikelihood, 4),
    ...presentRecord(row),
    asset_id: row.assetId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    sharing_info: sharingInfo,
  };
}

/** The record fields an insurer asks for. */
export function presentRecord(row: InventoryItemRow) {
  return {
    serial_number: row.serialNumber,
    model_number: row.modelNumber,
    purchase_date: row.purchaseDate,
    purchase_price: row.purchasePrice,
    warranty_until: row.warrantyUntil,
    custom_fields: row.customFields,
  };
}

/** At most TEXT_EXCERPT_CHARS characters of a text, never cutting a character in two. */
export function textExcerpt(text: string | null): { text: string | null; truncated: boolean } {
  if (text === null || text.length <= TEXT_EXCERPT_CHARS) return { text, truncated: false };
  // A character takes at most two UTF-16 units: this head holds one character more than needed.
  const characters = Array.from(text.slice(0, TEXT_EXCERPT_CHARS * 2 + 2));
  if (characters.length <= TEXT_EXCERPT_CHARS) return { text, truncated: false };
  return { text: characters.slice(0, TEXT_EXCERPT_CHARS).join(''), truncated: true };
}

/** A file for the API; `excerpt` (lists) carries the start of a document's text only. */
export async function presentFile(
  row: FileRow,
  itemCount: number,
  signer: FileUrlSigner,
  { excerpt = false }: { excerpt?: boolean } = {},
): Promise<FileRecord> {
  const urls = await signer.urlsOf(row);
  const text = excerpt ? textExcerpt(row.textContent) : { text: row.textContent, truncated: false };
  return {
    id: row.id,
    user_id: row.userId,
    filename: row.filename,
    file_type: row.mimeType,
    content_type: row.contentType,
    file_size: row.fileSize,
    width: row.width,
    height: row.height,
    description: row.description,
    location: row.location,
    ai_description: row.aiDescription,
    text_content: text.text,
    text_content_truncated: text.truncated,
    storage_url: urls.url,
    storage_url_expires_at: urls.expiresAt.toISOString(),
    thumbnail_url: urls.thumbnailUrl,
    analysis_status: row.analysisStatus,
    analysis_error: row.analysisError,
    item_count: itemCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
