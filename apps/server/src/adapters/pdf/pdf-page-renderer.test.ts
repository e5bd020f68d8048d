import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { scannedReceiptPdf, twoPageOrderPdf } from '../../testing/sample-pdfs.js';
import { PdftoppmRenderer } from './pdf-page-renderer.js';

// CI installs poppler-utils (.ci/run); elsewhere the drawing itself is skipped.
const pdftoppmMissing = await promisify(execFile)('pdftoppm', ['-v']).then(
  () => false,
  () => true,
);

describe('drawing a PDF page for OCR', () => {
  it.skipIf(pdftoppmMissing)('draws the asked page as a PNG of 2000 px', async () => {
    const png = await new PdftoppmRenderer().render(await twoPageOrderPdf(), 2);
    const { format, width, height } = await sharp(png!).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 1415, height: 2000 });
  });

  it.skipIf(pdftoppmMissing)('fails on a damaged PDF and on a page that is not there', async () => {
    const renderer = new PdftoppmRenderer();
    await expect(renderer.render(Buffer.from('%PDF-1.4\ngarbage'), 1)).rejects.toThrow(
      /pdftoppm failed/,
    );
    await expect(renderer.render(await scannedReceiptPdf(), 5)).rejects.toThrow(/page 5/);
  });

  it('answers null where the program is not installed', async () => {
    const renderer = new PdftoppmRenderer({ command: 'circle-no-such-pdftoppm' });
    expect(await renderer.render(await scannedReceiptPdf(), 1)).toBeNull();
  });

  it.skipIf(pdftoppmMissing)('stops at the time limit', async () => {
    const renderer = new PdftoppmRenderer({ timeoutMs: 1 });
    await expect(renderer.render(await twoPageOrderPdf(), 1)).rejects.toThrow(/stopped/);
  });
});
