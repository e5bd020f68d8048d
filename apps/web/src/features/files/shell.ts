/**
 * What the app shell mounts at start-up: the upload queue's store (uploads outlive screens) and
 * the loader of its runner, whose code (requests, caches) loads with the first queued upload.
 * Light on purpose: importing it never brings the files screens and cards along.
 */
export { useUploadQueueStore } from './stores/upload-queue-store';
export const loadUploadQueueRunner = () => import('./components/upload-queue-runner');
