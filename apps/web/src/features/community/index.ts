/**
 * community: discovery of public items and borrow requests (server module `community`); its screen
 * hosts the sharing feature's Shares and Contacts panels. Screen, loaded lazily by
 * `app/router.tsx`: `components/community-screen.tsx`.
 * Nothing of it is used by another feature.
 */
export {};
