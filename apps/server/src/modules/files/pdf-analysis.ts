/**
 * The analysis of an uploaded PDF: its text layer, page by page, with the pages that have none
 * (scans) drawn and read by OCR, handed to the text extraction as one document, exactly as an
 * uploaded .txt document is. Pages that could not be read are named in the description.
 */
import type { AnalysisResult, Analyzer } from '../../adapters/ai/analyzer.js';
import type { PdfPageRenderer } from '../../adapters/pdf/pdf-page-renderer.js';
import { decodePhoto } from '../../adapters/photo/decoded-photo.js';
import type { ProcessedPdf } from './pdf-intake.js';

/** OCR takes seconds a page: beyond this many scanned pages, the rest go unread. */
export const MAX_SCANNED_PAGES = 10;

export interface PdfAnalysisDeps {
  analyzer: Analyzer;
  renderer: PdfPageRenderer;
  /** Told why a scanned page could not be read. */
  onWarning: (message: string, error: unknown) => void;
}

type UnreadReason = 'cannot-read-scans' | 'too-many-scans' | 'failed';
interface UnreadPage {
  page: number;
  reason: UnreadReason;
}

export async function analyzePdf(
  pdf: ProcessedPdf,
  input: { description: string | undefined; signal: AbortSignal },
  deps: PdfAnalysisDeps,
): Promise<AnalysisResult> {
  const { pages, unread } = await withScannedPages(pdf, input.signal, deps);
  const text = documentText(pages);
  const result = await deps.analyzer.analyzeText({
    text,
    description: input.description,
    signal: input.signal,
  });
  const note = unreadNote(unread);
  return {
    ...result,
    aiDescription: note ? `${result.aiDescription} ${note}` : result.aiDescription,
    extractedText: text || null,
  };
}

/** The pages joined with a blank line, as the text of one document. */
export function documentText(pages: string[]): string {
  return pages.filter((page) => page.trim()).join('\n\n');
}

/** The text layer's pages, with each page that has none read by OCR where possible. */
async function withScannedPages(
  pdf: ProcessedPdf,
  signal: AbortSignal,
  { analyzer, renderer, onWarning }: PdfAnalysisDeps,
): Promise<{ pages: string[]; unread: UnreadPage[] }> {
  const pages = [...pdf.layer.pages];
  const unread: UnreadPage[] = [];
  const scanned = pages.flatMap((text, index) => (text.trim() ? [] : [index + 1]));
  for (const [position, page] of scanned.entries()) {
    if (!analyzer.readPageText) {
      unread.push({ page, reason: 'cannot-read-scans' });
    } else if (position >= MAX_SCANNED_PAGES) {
      unread.push({ page, reason: 'too-many-scans' });
    } else {
      try {
        const image = await renderer.render(pdf.body, page, signal);
        if (image) {
          // Decoded once here; OCR works on the pixels.
          const pixels = await decodePhoto(image);
          pages[page - 1] = await analyzer.readPageText({ page: pixels, signal });
        } else unread.push({ page, reason: 'cannot-read-scans' });
      } catch (error) {
        signal.throwIfAborted();
        onWarning(`page ${page} of a PDF could not be drawn or read`, error);
        unread.push({ page, reason: 'failed' });
      }
    }
  }
  return { pages, unread };
}

const REASONS: Record<UnreadReason, (pages: string, several: boolean) => string> = {
  'cannot-read-scans': (pages, several) =>
    `${pages} ${several ? 'have' : 'has'} no text layer and ${several ? 'were' : 'was'} not read: this server cannot read scanned pages.`,
  'too-many-scans': (pages, several) =>
    `${pages} ${several ? 'were' : 'was'} not read: only the first ${MAX_SCANNED_PAGES} scanned pages of a PDF are read.`,
  failed: (pages, several) =>
    `${pages} ${several ? 'have' : 'has'} no text layer and could not be read.`,
};

/** One sentence per reason, naming the pages: "Pages 2 and 3 have no text layer…". */
export function unreadNote(unread: UnreadPage[]): string {
  const sentences: string[] = [];
  for (const reason of Object.keys(REASONS) as UnreadReason[]) {
    const pages = unread.filter((u) => u.reason === reason).map((u) => u.page);
    if (pages.length === 0) continue;
    const several = pages.length > 1;
    const listed = several
      ? `Pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`
      : `Page ${pages[0]}`;
    sentences.push(REASONS[reason](listed, several));
  }
  return sentences.join(' ');
}
