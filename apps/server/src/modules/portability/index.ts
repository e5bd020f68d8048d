/** What the rest of the server may use of the portability module. */
export type { ExportService } from './export.service.js';
export type { ImportService } from './import.service.js';
export { composePortability } from './portability.composition.js';
export { portabilityRoutes } from './portability.routes.js';
export type { ReportService } from './report.service.js';
export { printable } from './report-text.js';
