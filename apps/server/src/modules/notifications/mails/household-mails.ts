import { APP_NAME } from '@circle/contract';
import { escapeHtml, type RenderedMail } from './mail-layout.js';

const ROLE_WORDS: Record<string, string> = {
  owner: 'an owner',
  member: 'a member',
  viewer: 'a viewer',
};

/** The invitation into a household: a link to accept it, and a code for the app. */
export function householdInvitationMail(input: {
  inviterName: string;
  householdName: string;
  role: string;
  code: string;
  url: string;
  expiresInDays: number;
}): RenderedMail {
  const subject = `${input.inviterName} invited you to "${input.householdName}" on ${APP_NAME}`;
  const lines = [
    `${input.inviterName} invited you to share the inventory of "${input.householdName}" as ${ROLE_WORDS[input.role] ?? input.role}.`,
    `Open the link to join, or enter the code ${input.code} in ${APP_NAME} (Households, then Join).`,
    `The invitation expires in ${input.expiresInDays} days. If you didn't expect it, you can ignore this e-mail.`,
  ];
  const html = `<!doctype html><html><body style="margin:0;background:#141414;padding:32px 16px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#f2f2f2">
<div style="max-width:480px;margin:0 auto;background:#1f1f1f;border-radius:16px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;color:#ffb38a">${escapeHtml(APP_NAME)}</h1>
<h2 style="margin:0 0 16px;font-size:18px">${escapeHtml(subject)}</h2>
<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;color:#ffb38a;font-family:monospace">${escapeHtml(input.code)}</p>
${lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('')}
<p><a href="${escapeHtml(input.url)}" style="color:#ffb38a">Join the household</a></p>
</div></body></html>`;
  return { subject, text: `${lines.join('\n\n')}\n\n${input.url}\n`, html };
}
