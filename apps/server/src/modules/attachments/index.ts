/** What the rest of the server may use of the attachments module. */
export { composeAttachments } from './attachments.composition.js';
export { attachmentsRoutes } from './attachments.routes.js';
export type { AttachmentsService } from './attachments.service.js';
