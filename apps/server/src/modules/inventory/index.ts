/** What the rest of the server may use of the inventory module. */
export {
  type FactItem,
  InventoryFacts,
  type LoanItem,
  type Scope,
} from './inventory-facts.repository.js';
export { composeInventory } from './inventory.composition.js';
export { type ItemWithSource, presentFile, presentItem } from './inventory.presenter.js';
export type {
  InventoryRepository,
  ItemTransfer,
  NewInventoryItem,
  OwnedTotal,
} from './inventory.repository.js';
export { inventoryRoutes } from './inventory.routes.js';
export type { InventoryService } from './inventory.service.js';
export { cropItem, type Region } from './item-pictures.js';
export { sourceColumns } from './item-source.js';
export type { CategoryTotals, ItemStatisticsRepository } from './item-statistics.repository.js';
export type { EndingWarranty, ItemWarrantiesRepository } from './item-warranties.repository.js';
export type {
  PublicFacetValues,
  PublicItemRow,
  PublicItemsQuery,
  PublicItemsRepository,
} from './public-items.repository.js';
