import { PLACE_ITEMS_MAX } from '@circle/contract';
import type { Platform } from '../../lib/platform.js';
import type { AccessPolicy } from '../households/index.js';
import type { InventoryService } from '../inventory/index.js';
import { PlacesRepository } from './places.repository.js';
import { PlacesService } from './places.service.js';

/** The places of a household, whose pages list items as the inventory presents them. */
export function composePlaces(
  platform: Platform,
  deps: { access: AccessPolicy; inventoryService: InventoryService },
) {
  const { database, storage, clock, events } = platform;
  const placesRepository = new PlacesRepository({ db: database.db });
  const placesService = new PlacesService({
    repository: placesRepository,
    access: deps.access,
    storage,
    clock,
    events,
    itemsIn: async (userId, householdId, placeId) =>
      (
        await deps.inventoryService.list(userId, {
          householdId,
          placeId,
          limit: PLACE_ITEMS_MAX,
          offset: 0,
          sort: { by: 'date', order: 'desc' },
        })
      ).items,
  });
  return { placesRepository, placesService };
}
