import { dueBackSentence, readableDate } from '../../../lib/readable-dates.js';
import { simpleMail, type RenderedMail } from './mail-layout.js';

const typeWords = (sharingType: 'BORROW' | 'DONATE') =>
  sharingType === 'BORROW'
    ? { verb: 'lend you', noun: 'loan' }
    : { verb: 'give you', noun: 'gift' };

export function shareInvitationMail(input: {
  ownerName: string;
  itemName: string;
  sharingType: 'BORROW' | 'DONATE';
  notes: string | null;
  expectedReturnDate: string | null;
  shareUrl: string;
}): RenderedMail {
  const { verb } = typeWords(input.sharingType);
  const lines = [
    `${input.ownerName} would like to ${verb} "${input.itemName}".`,
    ...(input.expectedReturnDate
      ? [`Expected back by ${readableDate(input.expectedReturnDate)}.`]
      : []),
    // What people write is read in Circle, never mailed to an address that accepted nothing yet.
    ...(input.notes
      ? [`${input.ownerName} added a note: open the link to read it in Circle.`]
      : []),
    'Open the link to see the item and claim it.',
  ];
  return simpleMail(`${input.ownerName} shared "${input.itemName}" with you`, lines, {
    url: input.shareUrl,
    label: 'See the item',
  });
}

export function shareClaimedMail(input: {
  claimerName: string;
  itemName: string;
  message: string | null;
  /** The item's page, where the owner follows the loan or completes the hand-over. */
  url: string;
}): RenderedMail {
  return simpleMail(
    `"${input.itemName}" was claimed`,
    [
      `${input.claimerName} claimed "${input.itemName}".`,
      ...(input.message ? [`Their message: ${input.message}`] : []),
    ],
    { url: input.url, label: 'See the item' },
  );
}

export function returnReminderMail(input: {
  ownerName: string;
  itemName: string;
  expectedReturnDate: string | null;
  /** Today's calendar date ("2026-11-30"): the sentence's tense follows it. */
  today: string;
  /** The borrower's loans, where they mark it returned. */
  url: string;
}): RenderedMail {
  const due = dueBackSentence(input.expectedReturnDate, input.today);
  return simpleMail(
    `A reminder about "${input.itemName}"`,
    [
      `${input.ownerName} sent a friendly reminder about "${input.itemName}" you borrowed.${due ? ` ${due}` : ''}`,
      'When you have handed it back, mark it as returned in Circle.',
    ],
    { url: input.url, label: 'See your loans' },
  );
}
