/**
 * sharing: shares, contacts and the share dialog (server module `sharing`). Screen, loaded lazily
 * by `app/router.tsx`: `components/share-claim-screen.tsx`; what the app shell mounts: `shell.ts`.
 * What Community (its Shares and Contacts tabs) and an item's ownership banner use:
 */
export { ContactsPanel } from './components/contacts-panel';
export { SharesPanel } from './components/shares-panel';
export { copyShareLink } from './components/copy-link';
export { useShares } from './api/get-shares';
export { useShareActions } from './hooks/use-share-actions';
