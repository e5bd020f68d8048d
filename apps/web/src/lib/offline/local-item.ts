import type { InventoryItem, InventoryItemCreate, InventoryItemUpdate } from '@circle/contract';

/** Tags as the server stores them: trimmed, without blanks or repeats. */
function normalizeTags(tags: InventoryItemUpdate['tags']): string[] | undefined {
  if (tags === undefined) return undefined;
  const list = Array.isArray(tags) ? tags : tags.split(',');
  return [...new Set(list.map((tag) => tag.trim()).filter(Boolean))];
}

/** Text the server keeps trimmed, an empty one as none. */
function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed : null;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;
}

/** The item as it reads once `changes` apply (its version stays the one they were made on). */
export function applyChanges(item: InventoryItem, changes: InventoryItemUpdate): InventoryItem {
  return {
    ...item,
    ...definedOnly({
      item_name: changes.item_name?.trim(),
      item_description: text(changes.item_description),
      item_category: changes.item_category?.trim().toLowerCase(),
      brand: text(changes.brand),
      estimated_value: changes.estimated_value,
      condition: changes.condition,
      location: text(changes.location),
      tags: normalizeTags(changes.tags),
      notes: text(changes.notes),
      is_verified: changes.is_verified,
      is_shareable: changes.is_shareable,
      quantity: changes.quantity,
    }),
  };
}

/** An item added by hand on this device, as it shows until the server has it. */
export function localItemFrom(
  body: InventoryItemCreate,
  id: string,
  userId: string,
  now: Date,
): InventoryItem {
  const at = now.toISOString();
  const blank: InventoryItem = {
    id,
    user_id: userId,
    // Until the server has it: the household it was added to (the personal one when none was named).
    household_id: body.household_id ?? '',
    added_by: { id: userId, full_name: null },
    // The server numbers it when it arrives.
    asset_id: '',
    source_file_id: body.source_file_id ?? null,
    file_record_id: body.source_file_id ?? null,
    item_name: body.item_name,
    item_description: null,
    item_category: 'household items',
    brand: null,
    condition: null,
    estimated_value: null,
    quantity: 1,
    location: null,
    place_id: null,
    place_path: null,
    tags: [],
    notes: null,
    serial_number: body.serial_number ?? null,
    model_number: body.model_number ?? null,
    purchase_date: body.purchase_date ?? null,
    purchase_price: body.purchase_price ?? null,
    warranty_until: body.warranty_until ?? null,
    custom_fields: body.custom_fields ?? [],
    confidence_score: 1,
    is_verified: true,
    is_public: false,
    // As the server stores a new item: shareable unless its owner says otherwise.
    is_shareable: true,
    source_image_url: null,
    source_image_expires_at: null,
    image_url: null,
    thumbnail_url: null,
    perishability_type: 'non-perishable',
    prominence_score: 0,
    visual_area_percentage: 0,
    ownership_likelihood: 1,
    created_at: at,
    updated_at: at,
    sharing_info: null,
  };
  return applyChanges(blank, body);
}
