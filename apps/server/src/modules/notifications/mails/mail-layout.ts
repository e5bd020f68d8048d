import { APP_NAME } from '@circle/contract';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The dark, peach-accented frame every Circle mail is written in. */
export function layout(title: string, paragraphs: string[], highlight?: string): string {
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

/** A mail of a title, its lines and an optional link (plain text and HTML alike). */
export function simpleMail(
  subject: string,
  lines: string[],
  link?: { url: string; label: string },
): RenderedMail {
  const linkText = link ? `\n\n${link.label}: ${link.url}` : '';
  const html = layout(subject, link ? [...lines, `${link.label}: ${link.url}`] : lines);
  return { subject, text: `${subject}\n\n${lines.join('\n\n')}${linkText}\n`, html };
}
