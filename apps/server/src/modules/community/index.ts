/** What the rest of the server may use of the community module. */
export type { BorrowRequestsRepository, ListedRequest } from './borrow-requests.repository.js';
export type { BorrowRequestsDeps, BorrowRequestsService } from './borrow-requests.service.js';
export { composeCommunity } from './community.composition.js';
export { communityRoutes } from './community.routes.js';
export { requestChangeOf } from './request-changes.js';
export type { PublicItems } from './public-items.js';
