/**
 * dashboard: the Home tab: statistics, achievements and recent items (server module `dashboard`).
 * Screen, loaded lazily by `app/router.tsx`: `components/dashboard-screen.tsx`.
 * Nothing of it is used by another feature.
 */
export {};
