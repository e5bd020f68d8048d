import type { ApiGet } from './api-url';

/** GET /auth/me: the signed-in user's profile, the first thing every signed-in screen needs. */
export const ME_REQUEST: ApiGet = { path: '/auth/me' };
