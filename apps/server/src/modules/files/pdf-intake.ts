/**
 * An uploaded PDF, its text layer read before anything is stored: a PDF that cannot be read
 * (damaged, protected by a password, too long, too slow or too big to read) is refused with a
 * 4xx that says why, the way a damaged photo or an oversized text document is.
 */
import { PdfRefusal, type PdfTextLayer } from '../../adapters/pdf/pdf-reader.js';
import { AppError, badRequest } from '../../lib/app-error.js';

export interface ProcessedPdf {
  kind: 'pdf';
  /** The PDF as uploaded: it is what is stored and shown. */
  body: Buffer;
  mime: 'application/pdf';
  extension: 'pdf';
  layer: PdfTextLayer;
}

export interface PdfTextReader {
  read(pdf: Buffer): Promise<PdfTextLayer>;
}

export async function processPdf(pdf: Buffer, reader: PdfTextReader): Promise<ProcessedPdf> {
  try {
    const layer = await reader.read(pdf);
    return { kind: 'pdf', body: pdf, mime: 'application/pdf', extension: 'pdf', layer };
  } catch (error) {
    if (error instanceof PdfRefusal) throw refusalError(error);
    throw error;
  }
}

const megabytes = (bytes: number) => `${Number((bytes / 1_000_000).toFixed(2))} MB`;
const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} seconds`);

function refusalError({ reason, limit = 0, measure }: PdfRefusal): AppError {
  switch (reason) {
    case 'malformed':
      return badRequest('The PDF could not be read: the file is damaged or incomplete.');
    case 'encrypted':
      return badRequest(
        'The PDF is protected by a password, so its text cannot be read. Save a copy without the password and upload that.',
      );
    case 'too-many-pages':
      return new AppError(
        413,
        `The PDF has ${measure} pages. PDFs may have at most ${limit} pages; split it into smaller documents.`,
      );
    case 'too-much-text':
      return new AppError(
        413,
        `The PDF holds more than ${megabytes(limit)} of text, the limit for a document; split it into smaller documents.`,
      );
    case 'too-slow':
      return new AppError(
        413,
        `The PDF could not be read within ${duration(limit)}: it is too large or too complex. Split it into smaller documents.`,
      );
    case 'too-complex':
      return new AppError(
        413,
        'The PDF is too large or too complex to read. Split it into smaller documents.',
      );
    case 'busy':
      return new AppError(
        503,
        'Too many PDFs are being read right now. Try again in a minute.',
        undefined,
        { 'Retry-After': '60' },
      );
  }
}
