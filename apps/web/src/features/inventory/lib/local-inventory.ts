import {
  CONDITIONS,
  PAGE_SIZES,
  type InventoryItem,
  type InventoryListResponse,
} from '@circle/contract';
import { typedValueRange } from '@/lib/typed-value-range';
import type { KeptPlace } from '@/lib/offline/kept-places';
import type { InventoryFilters } from './inventory-query';
import { inPlaceBranch } from './place-branch';

/** The words a search matches, in the fields a person would search. */
function searchableText(item: InventoryItem): string {
  return [
    item.item_name,
    item.item_description,
    item.item_category,
    item.brand,
    item.location,
    item.notes,
    ...item.tags,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

function matchesSearch(item: InventoryItem, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchableText(item);
  return words.every((word) => text.includes(word));
}

function matchesSharing(item: InventoryItem, status: InventoryFilters['sharingStatus']): boolean {
  const info = item.sharing_info;
  const borrowed = info?.is_borrowed ?? false;
  const lent = !borrowed && (info?.sharing_status ?? '').toUpperCase() === 'CLAIMED';
  switch (status) {
    case 'owned':
      return !borrowed && !lent;
    case 'lent':
      return lent;
    case 'borrowed':
      return borrowed;
    default:
      return true;
  }
}

/**
 * Whether an item passes the Browse filters, as the server would decide from the same item;
 * `inPlace` says whether it is in the chosen place's branch (see inPlaceBranch).
 */
export function matchesFilters(
  item: InventoryItem,
  filters: InventoryFilters,
  inPlace: (item: InventoryItem) => boolean = (candidate) => candidate.place_id === filters.placeId,
): boolean {
  const { min, max } = typedValueRange(filters.minValue, filters.maxValue);
  const value = item.estimated_value;
  if (!matchesSharing(item, filters.sharingStatus)) return false;
  if (!matchesSearch(item, filters.search.trim())) return false;
  if (filters.category && item.item_category.toLowerCase() !== filters.category.toLowerCase()) {
    return false;
  }
  if (filters.verifiedOnly && !item.is_verified) return false;
  if (min !== undefined && (value === null || value < min)) return false;
  if (max !== undefined && (value === null || value > max)) return false;
  if (filters.publicOnly && !item.is_public) return false;
  if (filters.shareableOnly && !item.is_shareable) return false;
  if (filters.placeId && !inPlace(item)) return false;
  return true;
}

type Key = string | number | null;

function sortKeys(item: InventoryItem, by: InventoryFilters['sortBy']): Key[] {
  const name = item.item_name.toLowerCase();
  switch (by) {
    case 'value':
      return [item.estimated_value];
    case 'name':
      return [name];
    case 'confidence':
      return [item.confidence_score];
    case 'category':
      return [item.item_category.toLowerCase(), name];
    case 'condition': {
      const rank = item.condition ? CONDITIONS.indexOf(item.condition.toLowerCase() as never) : -1;
      return [rank < 0 ? null : rank];
    }
    case 'room':
      return [item.location?.toLowerCase() ?? null, name];
    default:
      return [item.created_at];
  }
}

/** Ascending or descending by the keys; a missing key comes last either way, the id breaks ties. */
function compareItems(a: InventoryItem, b: InventoryItem, filters: InventoryFilters): number {
  const sign = filters.sortOrder === 'asc' ? 1 : -1;
  const keysA = sortKeys(a, filters.sortBy);
  const keysB = sortKeys(b, filters.sortBy);
  for (let index = 0; index < keysA.length; index += 1) {
    const x = keysA[index] ?? null;
    const y = keysB[index] ?? null;
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -sign : sign;
  }
  return a.id < b.id ? -sign : a.id > b.id ? sign : 0;
}

/**
 * One page of the local copy for these filters, shaped as GET /users/inventory answers. The place
 * filter takes in every place below the chosen one, as the kept `places` tree tells.
 */
export function localInventoryPage(
  items: readonly InventoryItem[],
  filters: InventoryFilters,
  offset: number,
  limit: number = PAGE_SIZES.inventory,
  places: readonly KeptPlace[] = [],
): InventoryListResponse {
  const inPlace = filters.placeId ? inPlaceBranch(filters.placeId, places, items) : undefined;
  const matching = items
    .filter((item) => matchesFilters(item, filters, inPlace))
    .sort((a, b) => compareItems(a, b, filters));
  const page = matching.slice(offset, offset + limit);
  return {
    items: page,
    pagination: {
      total: matching.length,
      limit,
      offset,
      current_page: Math.floor(offset / limit) + 1,
      total_pages: Math.ceil(matching.length / limit),
      has_next: offset + limit < matching.length,
      has_previous: offset > 0,
    },
  };
}
