import type { ReferencedItem } from '@circle/contract';
import type { FactItem } from '../inventory/index.js';

export { InventoryFacts, type FactItem, type LoanItem, type Scope } from '../inventory/index.js';

/** A fact's item as the assistant's answer references it. */
export function referenced(item: FactItem): ReferencedItem {
  return {
    id: item.id,
    file_id: item.file_id,
    item_name: item.item_name,
    description: item.description,
    category: item.category,
    brand: item.brand,
    condition: item.condition,
    location: item.location,
    estimated_value: item.estimated_value === null ? null : Number(item.estimated_value),
    confidence_score: Number(Number(item.confidence_score).toFixed(4)),
    exists: true,
  };
}
