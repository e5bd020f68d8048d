/** What the rest of the server may use of the dashboard module. */
export { composeDashboard } from './dashboard.composition.js';
export { dashboardRoutes } from './dashboard.routes.js';
export type { StatisticsService } from './statistics.service.js';
