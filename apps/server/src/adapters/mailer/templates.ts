import { APP_NAME } from '@circle/contract';

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
