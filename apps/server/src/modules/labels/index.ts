/** What the rest of the server may use of the labels module. */
export { composeLabels } from './labels.composition.js';
export { labelsRoutes } from './labels.routes.js';
export type { LabelsService } from './labels.service.js';
