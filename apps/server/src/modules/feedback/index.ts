/** What the rest of the server may use of the feedback module. */
export { composeFeedback } from './feedback.composition.js';
export { FeedbackRepository } from './feedback.repository.js';
export { feedbackRoutes } from './feedback.routes.js';
export { FeedbackService } from './feedback.service.js';
