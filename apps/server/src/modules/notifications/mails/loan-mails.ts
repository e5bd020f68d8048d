import { readableDate } from '../../../lib/readable-dates.js';
import { simpleMail, type RenderedMail } from './mail-layout.js';

export function loanDueTomorrowMail(input: {
  ownerName: string;
  itemName: string;
  expectedReturnDate: string;
  url: string;
}): RenderedMail {
  return simpleMail(
    `Reminder: "${input.itemName}" is due back tomorrow`,
    [
      `You borrowed "${input.itemName}" from ${input.ownerName}; it is due back on ${readableDate(input.expectedReturnDate)}.`,
      'When you have handed it back, mark it as returned in Circle.',
    ],
    { url: input.url, label: 'See your loans' },
  );
}

export function loanOverdueMail(input: {
  ownerName: string;
  itemName: string;
  expectedReturnDate: string;
  url: string;
}): RenderedMail {
  return simpleMail(
    `Reminder: "${input.itemName}" is overdue`,
    [
      `"${input.itemName}" was due back to ${input.ownerName} on ${readableDate(input.expectedReturnDate)}.`,
      'Please return it soon, or talk to them about a new date. When you have handed it back, mark it as returned in Circle.',
    ],
    { url: input.url, label: 'See your loans' },
  );
}

export function loanOverdueOwnerMail(input: {
  borrowerName: string;
  itemName: string;
  expectedReturnDate: string;
  url: string;
}): RenderedMail {
  return simpleMail(
    `"${input.itemName}" is overdue`,
    [
      `${input.borrowerName} was due to return "${input.itemName}" on ${readableDate(input.expectedReturnDate)}.`,
      'They have been reminded. You can also send a reminder yourself from Circle.',
    ],
    { url: input.url, label: 'See your lent items' },
  );
}
