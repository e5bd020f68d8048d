/** What the rest of the server may use of the places module. */
export { composePlaces } from './places.composition.js';
export type { PlacesRepository } from './places.repository.js';
export { placesRoutes } from './places.routes.js';
export type { PlacesService } from './places.service.js';
