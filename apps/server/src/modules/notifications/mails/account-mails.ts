import { APP_NAME } from '@circle/contract';
import { layout, type RenderedMail } from './mail-layout.js';

/** The verification code's subject and first line for each purpose. */
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
