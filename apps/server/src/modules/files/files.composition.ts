import type { Analyzer } from '../../adapters/ai/analyzer.js';
import { PdftoppmRenderer } from '../../adapters/pdf/pdf-page-renderer.js';
import { PdfReader } from '../../adapters/pdf/pdf-reader.js';
import type { Platform } from '../../lib/platform.js';
import type { AccessPolicy } from '../households/index.js';
import type { InventoryRepository } from '../inventory/index.js';
import { FilesRepository } from './files.repository.js';
import { FilesService } from './files.service.js';
import { StorageSweeper, storageSweepJobs, type ReferencedKeys } from './storage-sweeper.js';
import { IdempotentUploads } from './upload-idempotency.js';
import { UploadIdempotencyRepository } from './upload-idempotency.repository.js';

/** Uploads, their analysis into items and the stored files. */
export function composeFiles(
  platform: Platform,
  deps: {
    access: AccessPolicy;
    inventory: InventoryRepository;
    analyzer: () => Analyzer;
    /** Other owners of stored keys (feedback screenshots), for the storage sweep. */
    otherStoredKeys: ReferencedKeys[];
  },
) {
  const { config, database, clock, storage, log, events } = platform;
  const db = database.db;
  const filesRepository = new FilesRepository({ db });
  const pdfReader = new PdfReader({
    maxTextBytes: config.textUploadMaxBytes,
    timeoutMs: config.textExtractionTimeoutMs,
  });
  const filesService = new FilesService({
    files: filesRepository,
    inventory: deps.inventory,
    storage,
    analyzer: deps.analyzer,
    clock,
    log,
    analysisTimeoutMs: config.analysisTimeoutMs,
    textUploadMaxBytes: config.textUploadMaxBytes,
    pdfReader,
    pdfPages: new PdftoppmRenderer(),
    events,
    access: deps.access,
  });
  const storageSweeper = new StorageSweeper({
    storage,
    referenced: [(keys) => filesService.referencedKeys(keys), ...deps.otherStoredKeys],
    graceMs: config.storageSweep.graceMs,
    log,
  });
  return {
    filesRepository,
    filesService,
    storageSweeper,
    jobs: storageSweepJobs(storageSweeper, config.storageSweep.intervalMs),
    idempotentUploads: new IdempotentUploads({
      repository: new UploadIdempotencyRepository({ db }),
      files: filesService,
      clock,
      abandonAfterMs: config.analysisTimeoutMs + 60_000,
    }),
    async close() {
      await storageSweeper.close();
      await pdfReader.close();
    },
  };
}
