import type { Platform } from '../../lib/platform.js';
import type { InventoryRepository } from '../inventory/index.js';
import { AttachmentNamesRepository } from './attachment-names.repository.js';
import { ExportService, type PresentItems } from './export.service.js';
import { ImportService } from './import.service.js';
import { ReportService } from './report.service.js';

/** Export, import and the insurance report. */
export function composePortability(
  platform: Platform,
  deps: { inventory: InventoryRepository; present: PresentItems },
) {
  const { config, clock, storage, events, database } = platform;
  const attachmentNames = new AttachmentNamesRepository(database.db);
  return {
    exportService: new ExportService({
      inventory: deps.inventory,
      present: deps.present,
      attachmentNames: (itemIds) => attachmentNames.of(itemIds),
      clock,
    }),
    reportService: new ReportService({ inventory: deps.inventory, storage, clock }),
    importService: new ImportService({
      inventory: deps.inventory,
      clock,
      events,
      currency: config.currency,
    }),
  };
}
