/**
 * inventory: Browse and an item's details (server module `inventory`); Browse shows the files
 * feature's lists and upload button. Screens, loaded lazily by `app/router.tsx`:
 * `components/browse-screen.tsx`, `components/item-detail-screen.tsx`.
 * Nothing of it is used by another feature.
 */
export {};
