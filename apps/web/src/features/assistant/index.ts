/**
 * assistant: the assistant's chat (server module `assistant`). Screen, loaded lazily by
 * `app/router.tsx`: `components/assistant-screen.tsx`.
 * Nothing of it is used by another feature.
 */
export {};
