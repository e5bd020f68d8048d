/**
 * Worker-thread entry (run by piscina): reads the text layer of a PDF page by page with pdf.js,
 * so a large or hostile PDF never holds up the server's event loop. pdf.js runs here in its
 * Node build with its "fake worker" (on this same thread): nothing is downloaded, nothing drawn.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, Util, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { layoutText, type PlacedText } from './text-layout.js';

export interface PdfTextTask {
  pdf: Uint8Array;
  /** A PDF with more pages is refused before any page is read. */
  maxPages: number;
  /** Reading stops, and the PDF is refused, once its text is longer (bytes of UTF-8). */
  maxTextBytes: number;
}

export type PdfTextOutcome =
  | { ok: true; pageCount: number; pages: string[] }
  | { ok: false; reason: 'malformed' | 'encrypted' }
  | { ok: false; reason: 'too-many-pages'; pageCount: number }
  | { ok: false; reason: 'too-much-text' };

/** pdf.js's own data, read from its package on disk: metrics of the standard fonts, CJK maps. */
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export default async function readPdfText(task: PdfTextTask): Promise<PdfTextOutcome> {
  let document: PDFDocumentProxy;
  try {
    document = await getDocument({
      data: task.pdf,
      standardFontDataUrl: path.join(pdfjsRoot, 'standard_fonts') + path.sep,
      cMapUrl: path.join(pdfjsRoot, 'cmaps') + path.sep,
      cMapPacked: true,
      // Text only: no scripts, fonts or canvases of the document's are ever made.
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      isOffscreenCanvasSupported: false,
      enableXfa: false,
      verbosity: VerbosityLevel.ERRORS,
    }).promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { ok: false, reason: name === 'PasswordException' ? 'encrypted' : 'malformed' };
  }
  try {
    if (document.numPages > task.maxPages) {
      return { ok: false, reason: 'too-many-pages', pageCount: document.numPages };
    }
    const pages: string[] = [];
    // The blank lines between pages count too.
    let textBytes = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const text = await pageText(document, number);
      textBytes += Buffer.byteLength(text, 'utf8') + 2;
      if (textBytes > task.maxTextBytes) return { ok: false, reason: 'too-much-text' };
      pages.push(text);
    }
    return { ok: true, pageCount: document.numPages, pages };
  } finally {
    await document.destroy();
  }
}

/** The page's text as lines; empty when it has no text layer or its content cannot be read. */
async function pageText(document: PDFDocumentProxy, number: number): Promise<string> {
  let page: PDFPageProxy | undefined;
  try {
    page = await document.getPage(number);
    // Page coordinates as shown (rotation applied, y growing downwards).
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const pieces: PlacedText[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const [, , c, d, x, y] = Util.transform(viewport.transform, item.transform) as number[];
      pieces.push({ text: item.str, x: x!, y: y!, width: item.width, size: Math.hypot(c!, d!) });
    }
    return layoutText(pieces);
  } catch {
    // A damaged page is read like a page without text; the others still count.
    return '';
  } finally {
    page?.cleanup();
  }
}
