/**
 * profile: the person's own details, password and email (server module `profile`). Screens, loaded
 * lazily by `app/router.tsx`: `components/{profile,edit-profile,change-password,change-
 * email}-screen.tsx`.
 * Nothing of it is used by another feature.
 */
export {};
