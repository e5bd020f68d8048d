/** What the rest of the server may use of the sharing module. */
export { shareChangeOf } from './share-changes.js';
export { addDays, borrowReturnDateProblem, daysUntil, isoDay } from './sharing-dates.js';
export { composeShareRecords, composeSharing } from './sharing.composition.js';
export {
  ACTIVE_SHARE_STATUSES,
  type ShareWithPeople,
  type SharingRepository,
} from './sharing.repository.js';
export { sharingRoutes } from './sharing.routes.js';
export { type ShareStore, SharingService } from './sharing.service.js';
export { AccountLoans } from './account-loans.js';
