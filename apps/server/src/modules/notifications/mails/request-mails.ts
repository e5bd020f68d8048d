import { readableDate } from '../../../lib/readable-dates.js';
import { simpleMail, type RenderedMail } from './mail-layout.js';

export function borrowRequestMail(input: {
  requesterName: string;
  itemName: string;
  message: string | null;
  expectedReturnDate: string | null;
  expiresAt: Date;
  url: string;
}): RenderedMail {
  return simpleMail(
    `${input.requesterName} would like to borrow "${input.itemName}"`,
    [
      `${input.requesterName} asked to borrow "${input.itemName}".`,
      ...(input.expectedReturnDate
        ? [`They would return it by ${readableDate(input.expectedReturnDate)}.`]
        : []),
      ...(input.message ? ['They added a message: open Circle to read it.'] : []),
      `You have until ${readableDate(input.expiresAt)} to approve or deny the request.`,
    ],
    { url: input.url, label: 'Answer the request' },
  );
}

export function borrowDecisionMail(input: {
  ownerName: string;
  itemName: string;
  approved: boolean;
  responseMessage: string | null;
  shareUrl: string | null;
}): RenderedMail {
  const lines = [
    input.approved
      ? `${input.ownerName} approved your request to borrow "${input.itemName}". Claim it to confirm.`
      : `${input.ownerName} declined your request to borrow "${input.itemName}".`,
    ...(input.responseMessage ? [`Their message: ${input.responseMessage}`] : []),
  ];
  return simpleMail(
    input.approved ? `You can borrow "${input.itemName}"` : `Your request for "${input.itemName}"`,
    lines,
    input.shareUrl ? { url: input.shareUrl, label: 'Claim it' } : undefined,
  );
}

export function borrowRequestExpiredMail(input: {
  ownerName: string;
  itemName: string;
  url: string;
}): RenderedMail {
  return simpleMail(
    `Your request for "${input.itemName}" expired`,
    [
      `${input.ownerName} did not answer your request to borrow "${input.itemName}" within 7 days, so it expired.`,
      'You can ask again or look for something similar in the community.',
    ],
    { url: input.url, label: 'Browse the community' },
  );
}
