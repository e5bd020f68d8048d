/**
 * places: the household's tree of places (server module `places`). Screens, loaded lazily by
 * `app/router.tsx`: `components/places-screen.tsx`, `components/place-screen.tsx`. Browse's place
 * filter and the item edit use `PlaceSelect` and `usePlaces`.
 */
export { usePlaces } from './api/places-api';
export { PlaceSelect } from './components/place-select';
