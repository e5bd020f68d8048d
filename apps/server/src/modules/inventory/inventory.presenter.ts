import type { FileRecord, InventoryItem, Pagination, SharingInfo } from '@circle/contract';
import type { FileRow, InventoryItemRow } from '../../db/schema.js';
import { pictureOf, type FileUrlSigner } from '../files/file-urls.js';

export type ItemWithSource = InventoryItemRow & {
  source: Pick<
    FileRow,
    'id' | 'storageKey' | 'thumbnailKey' | 'mimeType' | 'filename' | 'contentType'
  > | null;
};

export function pagination(total: number, limit: number, offset: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return {
    total,
    limit,
    offset,
    current_page: Math.floor(offset / limit) + 1,
    total_pages: totalPages,
    has_next: offset + limit < total,
    has_previous: offset > 0,
  };
}

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
    source_file_id: row.sourceFileId,
    file_record_id: row.sourceFileId,
    item_name: row.itemName,
    item_description: row.itemDescription,
    item_category: row.itemCategory,
    brand: row.brand,
    condition: row.condition,
    estimated_value: row.estimatedValue,
    quantity: row.quantity,
    location: row.location,
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
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    sharing_info: sharingInfo,
  };
}

export async function presentFile(
  row: FileRow,
  itemCount: number,
  signer: FileUrlSigner,
): Promise<FileRecord> {
  const urls = await signer.urlsOf(row);
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
    text_content: row.textContent,
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
