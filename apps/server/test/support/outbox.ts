import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  raw: string;
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi').exec(raw);
  return (match?.[1] ?? '').replace(/\n[ \t]+/g, ' ').trim();
}

/** Every .eml the outbox mailer wrote, oldest first. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      return { file, to: header(raw, 'To'), subject: header(raw, 'Subject'), raw };
    }),
  );
}

export function codeOf(mail: Pick<OutboxMail, 'subject'>): string {
  const match = /\b(\d{6})\b/.exec(mail.subject);
  if (!match?.[1]) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1];
}

/** The code in the newest mail to `to`. */
export async function latestCode(dir: string, to: string): Promise<string> {
  const mails = (await readOutbox(dir)).filter((mail) =>
    mail.to.toLowerCase().includes(to.toLowerCase()),
  );
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${to}`);
  return codeOf(last);
}
