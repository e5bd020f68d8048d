import type { Platform } from '../../lib/platform.js';
import type { AccessPolicy } from '../households/index.js';
import { InventoryRepository } from './inventory.repository.js';
import {
  InventoryService,
  type InventoryServiceDeps,
  type SharingInfoSource,
} from './inventory.service.js';
import { ItemStatisticsRepository } from './item-statistics.repository.js';
import { ItemWarrantiesRepository } from './item-warranties.repository.js';
import type { LoanFacts } from './inventory.types.js';
import { PublicItemsRepository } from './public-items.repository.js';

export interface InventoryCompositionDeps {
  /** What the inventory reads of loans (sharing answers). */
  loans: LoanFacts;
  access: AccessPolicy;
  sharingInfo: SharingInfoSource;
  /** Items near a search in meaning (the assistant answers). */
  semanticSearch: (userId: string, text: string) => Promise<string[]>;
  /** An item's files beside its pictures (the attachments module). */
  attachments: InventoryServiceDeps['attachments'];
}

/** The items, their statistics, warranties and the public view of them. */
export function composeInventory(platform: Platform, deps: InventoryCompositionDeps) {
  const { database, storage, clock, events } = platform;
  const db = database.db;
  const inventoryRepository = new InventoryRepository({ db, loans: deps.loans });
  const warranties = new ItemWarrantiesRepository({ db });
  const inventoryService = new InventoryService({
    repository: inventoryRepository,
    access: deps.access,
    storage,
    clock,
    sharingInfo: deps.sharingInfo,
    semanticSearch: deps.semanticSearch,
    attachments: deps.attachments,
    warranties,
    events,
  });
  return {
    inventoryRepository,
    inventoryService,
    warranties,
    itemStatistics: new ItemStatisticsRepository({ db }),
    publicItemsRepository: new PublicItemsRepository({ db }),
  };
}
