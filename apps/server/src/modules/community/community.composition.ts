import type { Platform } from '../../lib/platform.js';
import type { AccessPolicy } from '../households/index.js';
import type { PublicItemsRepository } from '../inventory/index.js';
import type { MailQuota } from '../mail/index.js';
import type { SharingService } from '../sharing/index.js';
import { BorrowRequestsRepository } from './borrow-requests.repository.js';
import { BorrowRequestsService } from './borrow-requests.service.js';
import { subscribeDiscoveryFacets } from './discovery-facets.subscriber.js';
import { PublicItems } from './public-items.js';

/** Discovery of public items and borrow requests, which become shares through sharing. */
export function composeCommunity(
  platform: Platform,
  deps: {
    publicItems: PublicItemsRepository;
    sharing: SharingService;
    mailQuota: MailQuota;
    access: AccessPolicy;
  },
) {
  const { config, database, clock, storage, log, events } = platform;
  const borrowRequestsRepository = new BorrowRequestsRepository({ db: database.db });
  const publicItems = new PublicItems({ repository: deps.publicItems, storage });
  subscribeDiscoveryFacets(events, publicItems);
  return {
    borrowRequestsRepository,
    publicItems,
    borrowRequests: new BorrowRequestsService({
      requests: borrowRequestsRepository,
      publicItems: deps.publicItems,
      access: deps.access,
      sharing: deps.sharing,
      storage,
      clock,
      log,
      publicUrl: config.publicUrl,
      events,
      mailQuota: deps.mailQuota,
    }),
  };
}
