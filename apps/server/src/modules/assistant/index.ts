/** What the rest of the server may use of the assistant module. */
export type { AssistantProvider } from './assistant-provider.js';
export { composeAssistant } from './assistant.composition.js';
export { assistantRoutes } from './assistant.routes.js';
export type { AssistantService } from './assistant.service.js';
export { createAssistantProvider } from './create-assistant-provider.js';
export { EmbeddingBacklogRepository } from './embedding-backlog.repository.js';
export { ItemIndex } from './item-index.js';
