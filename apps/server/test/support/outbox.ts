import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  raw: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8'),
    );
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi').exec(raw);
  return decodeWords((match?.[1] ?? '').replace(/\n[ \t]+/g, ' ').trim());
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

/** The code in the newest mail to `to` that carries one. */
export async function latestCode(dir: string, to: string): Promise<string> {
  const mails = (await readOutbox(dir)).filter(
    (mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && /\b\d{6}\b/.test(mail.subject),
  );
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${to}`);
  return codeOf(last);
}
