import { describe, expect, it } from 'vitest';
import { PdfRefusal } from '../../adapters/pdf/pdf-reader.js';
import { AppError } from '../../lib/app-error.js';
import { processPdf } from './pdf-intake.js';

const refusing = (refusal: Error) => ({ read: () => Promise.reject(refusal) });

async function answerTo(refusal: Error) {
  const error = await processPdf(Buffer.from('%PDF-1.7'), refusing(refusal)).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, detail, headers } = error as AppError;
  return { statusCode, detail, headers };
}

describe('a PDF that cannot be read', () => {
  it('is refused with a 4xx saying why', async () => {
    expect(await answerTo(new PdfRefusal('malformed'))).toMatchObject({
      statusCode: 400,
      detail: 'The PDF could not be read: the file is damaged or incomplete.',
    });
    expect(await answerTo(new PdfRefusal('encrypted'))).toMatchObject({
      statusCode: 400,
      detail: expect.stringMatching(/^The PDF is protected by a password/),
    });
    expect(await answerTo(new PdfRefusal('too-many-pages', 50, 73))).toMatchObject({
      statusCode: 413,
      detail:
        'The PDF has 73 pages. PDFs may have at most 50 pages; split it into smaller documents.',
    });
    expect(await answerTo(new PdfRefusal('too-much-text', 2_000_000))).toMatchObject({
      statusCode: 413,
      detail:
        'The PDF holds more than 2 MB of text, the limit for a document; split it into smaller documents.',
    });
    expect(await answerTo(new PdfRefusal('too-slow', 30_000))).toMatchObject({
      statusCode: 413,
      detail:
        'The PDF could not be read within 30 seconds: it is too large or too complex. Split it into smaller documents.',
    });
    expect(await answerTo(new PdfRefusal('too-complex'))).toMatchObject({ statusCode: 413 });
  });

  it('asks to come back later when too many PDFs are being read', async () => {
    expect(await answerTo(new PdfRefusal('busy'))).toEqual({
      statusCode: 503,
      detail: 'Too many PDFs are being read right now. Try again in a minute.',
      headers: { 'Retry-After': '60' },
    });
  });

  it('lets any other failure through as it is', async () => {
    const failure = new Error('worker file missing');
    await expect(processPdf(Buffer.from('%PDF'), refusing(failure))).rejects.toBe(failure);
  });
});
