import type { InventoryItem } from '@circle/contract';

/**
 * An item as someone who borrows it sees it: what its share page shows (name, description,
 * category, condition, value, picture, the owner's chosen area) and the loan itself. The owner's
 * notes, tags, brand, places, receipts, files and account stay with the owner.
 */
export function borrowerView(item: InventoryItem, ownerArea: string | null): InventoryItem {
  return {
    ...item,
    user_id: null,
    added_by: null,
    source_file_id: null,
    file_record_id: null,
    brand: null,
    original_value: null,
    original_currency: null,
    location: ownerArea,
    place_id: null,
    place_path: null,
    tags: [],
    notes: null,
    is_public: false,
    is_shareable: false,
    source_image_url: null,
    source_image_expires_at: null,
  };
}
