import type { FileRecord, UploadCheckResponse } from '@circle/contract';
import { apiClient } from '@/lib/api-client';

/** SHA-256 of the file's bytes as hex, or null where the browser offers no digest (plain http). */
export async function sha256Hex(file: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const bytes =
    typeof file.arrayBuffer === 'function'
      ? await file.arrayBuffer()
      : await new Response(file).arrayBuffer();
  // A copy in this realm's Uint8Array: some environments (jsdom) hand out foreign buffers.
  const digest = await subtle.digest('SHA-256', Uint8Array.from(new Uint8Array(bytes)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface EarlierUpload {
  file: File;
  earlier: FileRecord;
}

/**
 * The picked files the user uploaded before (same bytes). A check that cannot run says nothing:
 * the server still refuses a silent duplicate and the queue shows why.
 */
export async function findEarlierUploads(files: File[]): Promise<EarlierUpload[]> {
  const found: EarlierUpload[] = [];
  for (const file of files) {
    try {
      const hash = await sha256Hex(file);
      if (!hash) continue;
      const { duplicate_of: earlier } = await apiClient.get<UploadCheckResponse>(
        `/users/files/by-hash/${hash}`,
        { silent: true },
      );
      if (earlier) found.push({ file, earlier });
    } catch {
      // No answer: the upload itself is checked by the server.
    }
  }
  return found;
}

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }).format(new Date(iso));

/** "You uploaded this on 21 Nov — upload again?" */
export function duplicateQuestion(matches: EarlierUpload[], total: number): string {
  if (matches.length === 1 && total === 1) {
    return `You uploaded this on ${day(matches[0]!.earlier.created_at)} — upload again?`;
  }
  const list = matches.map((m) => `${m.file.name} on ${day(m.earlier.created_at)}`).join(', ');
  return matches.length === 1
    ? `You uploaded ${list} before — upload it again?`
    : `You uploaded ${matches.length} of these before (${list}) — upload them again?`;
}
