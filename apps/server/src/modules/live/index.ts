/** What the rest of the server may use of the live module. */
export { eventsRoutes } from './events.routes.js';
export type { LiveEvents } from './live-events.js';
export { composeLive } from './live.composition.js';
export type { StoredLiveEvent } from './user-events.repository.js';
