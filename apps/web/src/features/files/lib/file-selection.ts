import { UPLOAD_MAX_BYTES } from '@circle/contract';

/** What the gallery picker offers: photos and documents (.txt, .md, .csv, .pdf). */
export const GALLERY_ACCEPT =
  'image/*,.txt,.md,.markdown,.csv,.pdf,text/plain,text/markdown,text/csv,application/pdf';

const DOCUMENT_TYPES = ['text/plain', 'text/markdown', 'text/csv', 'application/pdf'];
const DOCUMENT_EXTENSIONS = ['.txt', '.md', '.markdown', '.csv', '.pdf'];

/** Photos and the documents the server reads; anything else is left out. */
export function isUploadable(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type.startsWith('image/')) return true;
  const name = file.name.toLowerCase();
  return (
    DOCUMENT_TYPES.includes(file.type) ||
    DOCUMENT_EXTENSIONS.some((extension) => name.endsWith(extension))
  );
}

export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

const LIMIT_LABEL = `${Math.round(UPLOAD_MAX_BYTES / (1024 * 1024))} MB`;

export interface SelectionCheck {
  accepted: File[];
  /** One sentence per kind of file left out, naming the files. */
  problems: string[];
}

const names = (files: File[]) => files.map((file) => file.name).join(', ');

/**
 * What can be sent, checked before anything leaves the device: the type the server reads and
 * its size limit (20 MB), with the reason for each file left out.
 */
export function checkSelection(files: File[], maxBytes = UPLOAD_MAX_BYTES): SelectionCheck {
  const wrongType = files.filter((file) => !isUploadable(file));
  const tooLarge = files.filter((file) => isUploadable(file) && file.size > maxBytes);
  const empty = files.filter((file) => isUploadable(file) && file.size === 0);
  const problems: string[] = [];
  if (wrongType.length > 0) {
    problems.push(
      `${names(wrongType)} left out: only photos and .txt, .md, .csv or .pdf documents can be uploaded.`,
    );
  }
  if (tooLarge.length > 0) {
    const limit = maxBytes === UPLOAD_MAX_BYTES ? LIMIT_LABEL : `${maxBytes} bytes`;
    problems.push(`${names(tooLarge)} left out: files can be at most ${limit}.`);
  }
  if (empty.length > 0) problems.push(`${names(empty)} left out: the file is empty.`);
  const refused = new Set([...wrongType, ...tooLarge, ...empty]);
  return { accepted: files.filter((file) => !refused.has(file)), problems };
}
