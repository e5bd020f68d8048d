/** What the rest of the server may use of the files module. */
export { fileServingRoutes } from './file-serving.routes.js';
export { composeFiles } from './files.composition.js';
export type { FilesRepository, NewFile } from './files.repository.js';
export { filesRoutes } from './files.routes.js';
export type { FilesService } from './files.service.js';
export { StorageSweeper } from './storage-sweeper.js';
export type { IdempotentUploads } from './upload-idempotency.js';
export { IMAGE_TYPES, processImage } from './upload-intake.js';
