import type { INVENTORY_SORT_FIELDS } from '@circle/contract';

export interface InventoryFilters {
  search?: string | undefined;
  category?: string | undefined;
  isVerified?: boolean | undefined;
  minValue?: number | undefined;
  maxValue?: number | undefined;
  sharingStatus?: 'owned' | 'borrowed' | 'lent' | undefined;
  isPublic?: boolean | undefined;
  isShareable?: boolean | undefined;
  sourceFileId?: string | undefined;
  /** Only items in this place and the places below it. */
  placeId?: string | undefined;
  /** Only these items (semantic matches found by the caller). */
  ids?: string[] | undefined;
}

export interface OwnedTotal {
  /** The category, or the room (null when the item has none). */
  key: string | null;
  items: number;
  pieces: number;
  value: number;
}

export interface ItemTransfer {
  itemId: string;
  /** The household it leaves; it lands in the recipient's personal household. */
  fromHouseholdId: string;
  toUserId: string;
  sourceFileId: string | null;
  imageKey: string | null;
  imageThumbnailKey: string | null;
  now: Date;
}

export interface InventorySort {
  by: (typeof INVENTORY_SORT_FIELDS)[number];
  order: 'asc' | 'desc';
}

/**
 * What the inventory reads of loans; the shares table belongs to sharing, whose repository
 * answers these.
 */
export interface LoanFacts {
  /** Ids of the items the user is borrowing right now. */
  borrowedItemIds(userId: string): Promise<string[]>;
  /** True while the item is lent, given or requested. */
  hasActiveShare(itemId: string): Promise<boolean>;
}
