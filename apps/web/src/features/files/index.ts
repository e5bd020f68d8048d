/**
 * files: photos and documents, their upload queue and their details (server module `files`,
 * which also takes the uploads). Screen, loaded lazily by `app/router.tsx`:
 * `components/upload-screen.tsx`; what the app shell mounts: `shell.ts`. What Browse shows:
 */
import { lazy } from 'react';

export { useFiles } from './api/get-files';
export { useFilesWithInventory } from './api/get-files-with-inventory';
export { DeleteFileDialog, type DeletableFile } from './components/delete-file-dialog';
export { FileCard, FileWithItemsCard } from './components/file-card';
export type { AddItemFromFileDialog } from './components/file-details-dialog';

/** A file's details, loaded when a file is first opened: render inside a Suspense boundary. */
export const LazyFileDetailsDialog = lazy(async () => ({
  default: (await import('./components/file-details-dialog')).FileDetailsDialog,
}));
export { UploadFab } from './components/upload-fab';
export { UploadProgressBar } from './components/upload-progress-bar';
