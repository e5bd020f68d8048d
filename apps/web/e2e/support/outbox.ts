import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  /** When the server wrote the file. */
  writtenAt: Date;
  to: string;
  subject: string;
}

const POLL_TIMEOUT_MS = 10_000;
const POLL_INTERVAL_MS = 100;

/** A header of the mail's head, with folded continuation lines joined. */
function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** Every mail the outbox mailer wrote to `<dataDir>/outbox`, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  // File names start with an ISO time stamp and a sequence number: they sort by age.
  files.sort();
  return Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const [raw, info] = await Promise.all([readFile(full, 'utf8'), stat(full)]);
      const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
      return {
        file,
        writtenAt: info.mtime,
        to: header(head, 'To'),
        subject: header(head, 'Subject'),
      };
    }),
  );
}

function addressedTo(mail: OutboxMail, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  const addresses: string[] = mail.to.toLowerCase().match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [];
  return addresses.includes(wanted);
}

/** The mails to `email`, oldest first. */
export async function mailsTo(dataDir: string, email: string): Promise<OutboxMail[]> {
  return (await readOutbox(dataDir)).filter((mail) => addressedTo(mail, email));
}

/** The code of a mail whose subject reads "<6 digits> is your Circle code: ...". */
export function codeOf(mail: Pick<OutboxMail, 'subject'>): string {
  const match = /^(\d{6}) is your Circle code\b/.exec(mail.subject);
  if (!match?.[1]) throw new Error(`No code in the subject "${mail.subject}"`);
  return match[1];
}

export interface LatestCodeOptions {
  /**
   * Only a newer mail counts: either how many mails to this address were already there (see
   * `mailsTo(...).length`), or a time the mail must be written at or after.
   */
  after?: number | Date;
}

/**
 * Polls the outbox (up to 10 s) for a mail to `email` and returns the code of the newest one.
 */
export async function latestCode(
  dataDir: string,
  email: string,
  { after }: LatestCodeOptions = {},
): Promise<string> {
  const deadline = Date.now() + POLL_TIMEOUT_MS;
  for (;;) {
    let mails = await mailsTo(dataDir, email);
    if (typeof after === 'number') mails = mails.slice(after);
    else if (after) mails = mails.filter((mail) => mail.writtenAt.getTime() >= after.getTime());
    const newest = mails.at(-1);
    if (newest) return codeOf(newest);
    if (Date.now() > deadline) {
      const seen = (await readOutbox(dataDir)).map((mail) => `${mail.to}: ${mail.subject}`);
      throw new Error(
        `No ${after === undefined ? '' : 'new '}mail to ${email} arrived within ` +
          `${POLL_TIMEOUT_MS / 1000} s. The outbox holds:\n  ${seen.join('\n  ') || '(nothing)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
