/** What the rest of the server may use of the profile module. */
export { composeProfile } from './profile.composition.js';
export { profileRoutes } from './profile.routes.js';
export type { ProfileService } from './profile.service.js';
