/** What the rest of the server may use of the health module. */
export { healthRoutes } from './health.routes.js';
