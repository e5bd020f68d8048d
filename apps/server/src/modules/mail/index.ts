/** What the rest of the server may use of the mail module. */
export type { MailOutbox } from './mail-outbox.js';
export type { MailQuota } from './mail-quota.js';
export { composeMail } from './mail.composition.js';
