import { APP_NAME } from '@circle/contract';
import { dueBackSentence, readableDate } from '../../lib/readable-dates.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], highlight?: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const code = highlight
    ? `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;color:#ffb38a;font-family:monospace">${escapeHtml(highlight)}</p>`
    : '';
  return `<!doctype html><html><body style="margin:0;background:#141414;padding:32px 16px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#f2f2f2">
<div style="max-width:480px;margin:0 auto;background:#1f1f1f;border-radius:16px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;color:#ffb38a">${escapeHtml(APP_NAME)}</h1>
<h2 style="margin:0 0 16px;font-size:18px">${escapeHtml(title)}</h2>${code}${body}
<p style="margin:24px 0 0;font-size:12px;color:#9a9a9a">share with love, borrow with care</p>
</div></body></html>`;
}

const PURPOSE_TEXT = {
  registration: {
    subject: 'Verify your e-mail address',
    intro: 'Welcome to Circle! Enter this code to verify your e-mail address.',
  },
  login: {
    subject: 'Your sign-in verification code',
    intro: 'Enter this code to verify your e-mail address and sign in.',
  },
  email_change: {
    subject: 'Confirm your new e-mail address',
    intro: 'Enter this code to confirm this address as your new Circle e-mail.',
  },
  password_reset: {
    subject: 'Reset your password',
    intro: 'Enter this code to choose a new password.',
  },
} as const;

export function verificationCodeMail(
  purpose: keyof typeof PURPOSE_TEXT,
  code: string,
  expiresInSeconds: number,
): RenderedMail {
  const minutes = Math.round(expiresInSeconds / 60);
  const { subject, intro } = PURPOSE_TEXT[purpose];
  const expiry = `The code expires in ${minutes} minutes and can be used once.`;
  const ignore = "If you didn't ask for this, you can ignore this e-mail.";
  return {
    subject: `${code} is your ${APP_NAME} code: ${subject.toLowerCase()}`,
    text: `${subject}\n\n${intro}\n\n    ${code}\n\n${expiry}\n${ignore}\n`,
    html: layout(subject, [intro, expiry, ignore], code),
  };
}

export function emailChangedNoticeMail(newEmail: string): RenderedMail {
  const subject = 'Your e-mail address was changed';
  const lines = [
    `The e-mail address of your ${APP_NAME} account was changed to ${newEmail}.`,
    'If you did not make this change, reset your password right away and contact support.',
  ];
  return { subject, text: `${subject}\n\n${lines.join('\n\n')}\n`, html: layout(subject, lines) };
}

export function passwordChangedNoticeMail(): RenderedMail {
  const subject = 'Your password was changed';
  const lines = [
    `The password of your ${APP_NAME} account was just changed and your other sessions were signed out.`,
    'If you did not make this change, reset your password right away.',
  ];
  return { subject, text: `${subject}\n\n${lines.join('\n\n')}\n`, html: layout(subject, lines) };
}

const LOCKED_PURPOSE_TEXT = {
  email_verification: 'e-mail verification',
  email_change: 'the e-mail change',
  password_reset: 'password reset',
  household_invitation: 'joining a household by code',
} as const;

/** Tells the owner that wrong codes locked a purpose of their account for a while. */
export function codeLockNoticeMail(
  group: keyof typeof LOCKED_PURPOSE_TEXT,
  lockMinutes: number,
): RenderedMail {
  const what = LOCKED_PURPOSE_TEXT[group];
  const subject = `Too many wrong codes: ${what} is locked for one network for ${lockMinutes} minutes`;
  const lines = [
    `Someone entered too many wrong codes for the ${what} of your ${APP_NAME} account, so we stopped taking codes from their network for ${lockMinutes} minutes. Codes you request yourself still work.`,
    group === 'password_reset'
      ? 'Your password was not changed and your account is safe. If this was not you, you need not do anything; if it keeps happening, contact support.'
      : 'Nothing on your account was changed. If this was you, wait and request a new code.',
  ];
  return { subject, text: `${subject}\n\n${lines.join('\n\n')}\n`, html: layout(subject, lines) };
}

function simpleMail(
  subject: string,
  lines: string[],
  link?: { url: string; label: string },
): RenderedMail {
  const linkText = link ? `\n\n${link.label}: ${link.url}` : '';
  const html = layout(subject, link ? [...lines, `${link.label}: ${link.url}`] : lines);
  return { subject, text: `${subject}\n\n${lines.join('\n\n')}${linkText}\n`, html };
}

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
