import type { Platform } from '../../lib/platform.js';
import type { FilesRepository } from '../files/index.js';
import type { AccessPolicy } from '../households/index.js';
import type { InventoryRepository } from '../inventory/index.js';
import type { MailQuota } from '../mail/index.js';
import { SharingRepository } from './sharing.repository.js';
import { SharingService } from './sharing.service.js';

/** The shares table, which the inventory and the access policy read before sharing is built. */
export function composeShareRecords(platform: Platform) {
  return { sharingRepository: new SharingRepository({ db: platform.database.db }) };
}

export interface SharingCompositionDeps {
  sharingRepository: SharingRepository;
  access: AccessPolicy;
  files: FilesRepository;
  inventory: InventoryRepository;
  mailQuota: MailQuota;
}

/** Lending, giving and claiming items by link or mail. */
export function composeSharing(platform: Platform, deps: SharingCompositionDeps) {
  const { config, clock, storage, log, events } = platform;
  const sharingService = new SharingService({
    shares: deps.sharingRepository,
    access: deps.access,
    files: deps.files,
    inventory: deps.inventory,
    storage,
    clock,
    log,
    publicUrl: config.publicUrl,
    events,
    mailQuota: deps.mailQuota,
  });
  return { sharingService };
}
