/** What the rest of the server may use of the reminders module. */
export type { LoanRemindersService } from './loan-reminders.service.js';
export { composeReminders } from './reminders.composition.js';
export type { WarrantyRemindersService } from './warranty-reminders.service.js';
