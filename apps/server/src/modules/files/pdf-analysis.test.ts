import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Analyzer, TextAnalysisInput } from '../../adapters/ai/analyzer.js';
import type { PdfPageRenderer } from '../../adapters/pdf/pdf-page-renderer.js';
import { analyzePdf, MAX_SCANNED_PAGES, unreadNote } from './pdf-analysis.js';
import type { ProcessedPdf } from './pdf-intake.js';

const pdfWith = (pages: string[]): ProcessedPdf => ({
  kind: 'pdf',
  body: Buffer.from('%PDF-1.7'),
  mime: 'application/pdf',
  extension: 'pdf',
  layer: { pageCount: pages.length, pages },
});

/** Reads text as the text extraction would be asked to; OCR answers "Scanned page N". */
function fakeAnalyzer({ readsScans = true } = {}) {
  const texts: string[] = [];
  const analyzer: Analyzer = {
    analyzeImage: () => Promise.reject(new Error('not a photo')),
    analyzeText: async ({ text }: TextAnalysisInput) => {
      texts.push(text);
      return { aiDescription: 'A receipt listing 2 items.', items: [], extractedText: null };
    },
    ...(readsScans ? { readPageText: async ({ page }) => `Scanned page ${page.width / 10}` } : {}),
    warmUp: async () => undefined,
    close: async () => undefined,
  };
  return { analyzer, texts };
}

/** Draws page N as a PNG N × 10 px wide; `missing` means no renderer on the machine. */
const renderer = (behaviour: 'draws' | 'missing' | 'fails' = 'draws'): PdfPageRenderer => ({
  render: async (_pdf, page) => {
    if (behaviour === 'fails') throw new Error('pdftoppm failed (1)');
    if (behaviour === 'missing') return null;
    const white = { r: 255, g: 255, b: 255 };
    return sharp({ create: { width: page * 10, height: 10, channels: 3, background: white } })
      .png()
      .toBuffer();
  },
});

const run = (
  pdf: ProcessedPdf,
  analyzer: Analyzer,
  draw = renderer(),
  warnings: string[] = [],
  signal = new AbortController().signal,
) =>
  analyzePdf(
    pdf,
    { description: undefined, signal },
    { analyzer, renderer: draw, onWarning: (message) => warnings.push(message) },
  );

describe('the analysis of a PDF', () => {
  it("hands the pages' text to the text extraction as one document, a blank line apart", async () => {
    const { analyzer, texts } = fakeAnalyzer();
    const result = await run(pdfWith(['Lamp   $29.99', 'Chair   $149.00']), analyzer);
    expect(texts).toEqual(['Lamp   $29.99\n\nChair   $149.00']);
    expect(result).toMatchObject({
      aiDescription: 'A receipt listing 2 items.',
      extractedText: 'Lamp   $29.99\n\nChair   $149.00',
    });
  });

  it('reads a page without text layer by OCR, in its place among the pages', async () => {
    const { analyzer, texts } = fakeAnalyzer();
    await run(pdfWith(['Order 1', '', 'Total   $10.00']), analyzer);
    expect(texts).toEqual(['Order 1\n\nScanned page 2\n\nTotal   $10.00']);
  });

  it('names the scanned pages it could not read, rather than failing', async () => {
    const pdf = pdfWith(['Lamp   $29.99', '', ' ']);
    const cannot =
      'Pages 2 and 3 have no text layer and were not read: this server cannot read scanned pages.';
    const noOcr = await run(pdf, fakeAnalyzer({ readsScans: false }).analyzer);
    expect(noOcr.aiDescription).toBe(`A receipt listing 2 items. ${cannot}`);
    const noRenderer = await run(pdf, fakeAnalyzer().analyzer, renderer('missing'));
    expect(noRenderer.aiDescription).toBe(`A receipt listing 2 items. ${cannot}`);

    const warnings: string[] = [];
    const failing = await run(
      pdfWith(['', 'Lamp']),
      fakeAnalyzer().analyzer,
      renderer('fails'),
      warnings,
    );
    expect(failing.aiDescription).toBe(
      'A receipt listing 2 items. Page 1 has no text layer and could not be read.',
    );
    expect(warnings).toEqual(['page 1 of a PDF could not be drawn or read']);
  });

  it(`reads at most ${MAX_SCANNED_PAGES} scanned pages`, async () => {
    const { analyzer, texts } = fakeAnalyzer();
    const result = await run(pdfWith(Array<string>(MAX_SCANNED_PAGES + 2).fill('')), analyzer);
    expect(texts[0]!.split('\n\n')).toHaveLength(MAX_SCANNED_PAGES);
    expect(result.aiDescription).toMatch(
      /Pages 11 and 12 were not read: only the first 10 scanned pages of a PDF are read\.$/,
    );
  });

  it('stops when the analysis is stopped', async () => {
    const controller = new AbortController();
    const slow: PdfPageRenderer = {
      render: async () => {
        controller.abort(new Error('analysis stopped'));
        throw new Error('killed');
      },
    };
    await expect(
      run(pdfWith(['']), fakeAnalyzer().analyzer, slow, [], controller.signal),
    ).rejects.toThrow('analysis stopped');
  });

  it('writes one sentence per reason', () => {
    expect(unreadNote([])).toBe('');
    expect(
      unreadNote([
        { page: 4, reason: 'failed' },
        { page: 1, reason: 'cannot-read-scans' },
      ]),
    ).toBe(
      'Page 1 has no text layer and was not read: this server cannot read scanned pages. Page 4 has no text layer and could not be read.',
    );
  });
});
