/** What the rest of the server may use of the households module. */
export type { AccessPolicy } from './access-policy.js';
export { householdField } from './household-field.js';
export { composeHouseholds, createAccessPolicy } from './households.composition.js';
export { householdsRoutes } from './households.routes.js';
export type { HouseholdsService } from './households.service.js';
export type { InvitationsService } from './invitations.service.js';
