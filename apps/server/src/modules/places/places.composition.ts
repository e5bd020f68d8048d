import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { Db } from '../../db/database.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { AccessPolicy } from '../households/access-policy.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import { PLACE_ITEMS_MAX } from '@circle/contract';
import { PlacesRepository } from './places.repository.js';
import { PlacesService } from './places.service.js';

export interface PlacesDeps {
  db: Db;
  access: AccessPolicy;
  storage: Storage;
  clock: Clock;
  events: DomainEventBus;
  inventoryService: InventoryService;
}

/** The places service, whose pages list items as the inventory presents them. */
export function buildPlacesService(deps: PlacesDeps): PlacesService {
  return new PlacesService({
    repository: new PlacesRepository({ db: deps.db }),
    access: deps.access,
    storage: deps.storage,
    clock: deps.clock,
    events: deps.events,
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
}
