import type { Platform } from '../../lib/platform.js';
import type { AccessPolicy } from '../households/index.js';
import { AttachmentsRepository } from './attachments.repository.js';
import { AttachmentsService } from './attachments.service.js';

/** Receipts, manuals, warranty cards and photos kept with items. */
export function composeAttachments(platform: Platform, deps: { access: AccessPolicy }) {
  const { database, storage, clock } = platform;
  return {
    attachments: new AttachmentsService({
      repository: new AttachmentsRepository({ db: database.db }),
      access: deps.access,
      storage,
      clock,
    }),
  };
}
