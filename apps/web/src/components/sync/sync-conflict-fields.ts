import type { InventoryItem, InventoryItemUpdate } from '@circle/contract';
import { applyChanges } from '@/lib/offline/local-item';

const FIELD_LABELS: Record<keyof InventoryItemUpdate, string> = {
  item_name: 'Name',
  item_description: 'Description',
  item_category: 'Category',
  brand: 'Brand',
  estimated_value: 'Value',
  condition: 'Condition',
  location: 'Location',
  place_id: 'Place',
  tags: 'Tags',
  notes: 'Notes',
  is_verified: 'Verified',
  is_shareable: 'Shareable',
  quantity: 'Quantity',
  serial_number: 'Serial number',
  model_number: 'Model number',
  purchase_date: 'Purchase date',
  purchase_price: 'Purchase price',
  warranty_until: 'Warranty until',
  custom_fields: 'Own fields',
};

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value
      .map((entry) =>
        typeof entry === 'object' && entry ? `${entry.name}: ${entry.value}` : String(entry),
      )
      .join(', ');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

export interface ConflictRow {
  field: string;
  label: string;
  mine: string;
  theirs: string;
}

/**
 * The fields where the two versions differ: as the edit made here would leave them, and as they
 * read on the server now.
 */
export function conflictRows(theirs: InventoryItem, changes: InventoryItemUpdate): ConflictRow[] {
  const mine = applyChanges(theirs, changes);
  return (Object.keys(changes) as (keyof InventoryItemUpdate)[])
    .filter((field) => field in FIELD_LABELS)
    .map((field) => ({
      field,
      label: FIELD_LABELS[field],
      mine: shown(mine[field]),
      theirs: shown(theirs[field]),
    }))
    .filter((row) => row.mine !== row.theirs);
}
