/**
 * The embedded, offline analyzer: CenterNet COCO-80 object detection in a worker-thread pool,
 * tesseract OCR for photographed documents, and a rule-based extractor for text. No network.
 */
import type {
  AnalysisResult,
  AnalyzedItem,
  Analyzer,
  ImageAnalysisInput,
  TextAnalysisInput,
} from '../analyzer.js';
import { describePhoto, describeText, mergeDescription, textItems } from './compose.js';
import { DetectorPool } from './detector-pool.js';
import { INPUT_SIZE } from './detector-shared.js';
import { detectionsToItems, parseRows, suppress } from './detections.js';
import { looksLikeDocument, prepareImage, type DocumentStats } from './image-prep.js';
import { OcrEngine, OcrTimeoutError } from './ocr.js';
import { DEFAULT_TEXT_TIMEOUT_MS, TextExtractionPool } from './text-extraction-pool.js';
import {
  UnreadableDocumentError,
  extractItems,
  findLocation,
  type Extraction,
} from './text-extractor.js';

export interface LocalAnalyzerOptions {
  /** Detection worker threads (each holds a model, ~100 MB). Default 1. */
  threads?: number;
  /** Upper bound for OCR of one photo. Default 15 s. */
  ocrTimeoutMs?: number;
  /** Minimum detector score. Default 0.30 (see DEFAULT_DETECTION_THRESHOLD). */
  detectionThreshold?: number;
  /** Longest side of the image given to OCR. Default 2000 px. */
  ocrMaxSide?: number;
  /** Upper bound for reading items out of one text document. Default 30 s. */
  textTimeoutMs?: number;
  /**
   * Told when OCR fails or times out; the photo's analysis then goes on without the text.
   * Pass the server logger's `warn` here.
   */
  onWarning?: (message: string, error: unknown) => void;
  /** The deployment's currency (ISO 4217); amounts read in others are converted. Default USD. */
  currency?: string;
}

/**
 * Chosen from the raw CenterNet scores on the fixtures (see the report in the commit): the lowest
 * wanted detections are the fruit in fruits.jpg (orange 0.331, apple 0.324, orange 0.319); the
 * highest unwanted ones are the portrait's tie (0.272) and, on the desk photo with no COCO object,
 * a dining table at 0.223. 0.30 separates them; the 0.35 used elsewhere loses all the fruit.
 */
export const DEFAULT_DETECTION_THRESHOLD = 0.3;
export const DEFAULT_OCR_TIMEOUT_MS = 15_000;
export const DEFAULT_OCR_MAX_SIDE = 2000;

/** Words in the uploader's description that ask for the text in the photo to be read. */
const DOCUMENT_WORDS =
  /\b(?:receipts?|invoices?|bills?|documents?|labels?|lists?|notes?|pages?|letters?|statements?|warrant(?:y|ies)|manuals?|certificates?|price\s+tags?|packing\s+slips?|order\s+confirmations?)\b/i;

/** OCR lines below this tesseract confidence are noise (textures, clutter) and are dropped. */
const MIN_OCR_LINE_CONFIDENCE = 45;
const PERSON_CLASS = 0;

export function createLocalAnalyzer(options: LocalAnalyzerOptions = {}): Analyzer {
  return new LocalAnalyzer(options);
}

class LocalAnalyzer implements Analyzer {
  private pool: DetectorPool | null = null;
  private readonly ocr: OcrEngine;
  private readonly texts: TextExtractionPool;
  private readonly threshold: number;
  private readonly threads: number;
  private readonly onWarning: (message: string, error: unknown) => void;
  private readonly currency: string;
  private closed = false;

  constructor(options: LocalAnalyzerOptions) {
    this.threads = options.threads ?? 1;
    this.currency = options.currency ?? 'USD';
    this.onWarning = options.onWarning ?? (() => {});
    this.threshold = options.detectionThreshold ?? DEFAULT_DETECTION_THRESHOLD;
    this.ocr = new OcrEngine({
      timeoutMs: options.ocrTimeoutMs ?? DEFAULT_OCR_TIMEOUT_MS,
      maxSide: options.ocrMaxSide ?? DEFAULT_OCR_MAX_SIDE,
    });
    this.texts = new TextExtractionPool(options.textTimeoutMs ?? DEFAULT_TEXT_TIMEOUT_MS);
  }

  async warmUp(): Promise<void> {
    await Promise.all([this.detector().warmUp(), this.ocr.warmUp()]);
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    await Promise.all([pool?.close(), this.ocr.close(), this.texts.close()]);
  }

  async analyzeImage({ image, description, signal }: ImageAnalysisInput): Promise<AnalysisResult> {
    signal?.throwIfAborted();
    const prepared = await prepareImage(image, INPUT_SIZE);
    signal?.throwIfAborted();

    const { rows } = await abortable(this.detector().detect(prepared.detectorInput), signal);
    const detections = suppress(parseRows(rows, INPUT_SIZE), { scoreThreshold: this.threshold });
    const detected = detectionsToItems(detections);
    const personSeen = detections.some((d) => d.classId === PERSON_CLASS);

    let ocrExtraction: Extraction | null = null;
    let extractedText: string | null = null;
    if (shouldReadText(prepared.stats, detected.length, description)) {
      try {
        const ocr = await this.ocr.recognize(image, signal);
        const lines = ocr.lines.filter((l) => l.confidence >= MIN_OCR_LINE_CONFIDENCE);
        extractedText = lines.length ? lines.map((l) => l.text).join('\n') : null;
        ocrExtraction = extractItems(lines, { ocr: true, currency: this.currency });
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        // A broken or slow OCR must not lose what the detector found.
        this.onWarning(
          error instanceof OcrTimeoutError
            ? 'OCR timed out; photo analysed without its text'
            : 'OCR failed; photo analysed without its text',
          error,
        );
      }
    }

    const location = description ? findLocation(description) : null;
    const currency = this.currency;
    const ocrItems = ocrExtraction
      ? textItems(ocrExtraction, { ocr: true, location, currency })
      : [];
    const described = description
      ? textItems(extractItems(description, { currency }), { currency })
      : [];
    const fromDescription = mergeDescription(
      detected,
      withoutDuplicates(described, ocrItems),
      description,
    );
    const items = [...ocrItems, ...fromDescription];

    return {
      ai_description: describePhoto({
        detected,
        ocr: ocrExtraction,
        otherItems: items.length - detected.length - ocrItems.length,
        personSeen,
      }),
      items,
      extracted_text: extractedText,
    };
  }

  async analyzeText({ text, description, signal }: TextAnalysisInput): Promise<AnalysisResult> {
    signal?.throwIfAborted();
    const location = description ? findLocation(description) : null;
    const currency = this.currency;
    let extraction: Extraction;
    try {
      extraction = await this.texts.extract(text, { currency }, signal);
    } catch (error) {
      if (!(error instanceof UnreadableDocumentError)) throw error;
      return {
        ai_description: 'This file does not look like text, so no items were read from it.',
        items: [],
        extracted_text: null,
      };
    }
    const items = textItems(extraction, { location, currency });
    const described = description
      ? textItems(extractItems(description, { currency }), { location, currency })
      : [];
    const extra = withoutDuplicates(described, items).filter(
      (d) => d.brand || d.estimated_value !== null,
    );
    return {
      ai_description: describeText(extraction, extra.length),
      items: [...items, ...extra],
      extracted_text: null,
    };
  }

  private detector(): DetectorPool {
    if (this.closed) throw new Error('The analyzer is closed');
    this.pool ??= new DetectorPool(this.threads);
    return this.pool;
  }
}

/**
 * OCR costs 0.3–10 s, so it runs only for photos that look like a page (bright colourless paper
 * with sharp strokes), when the description asks for it ("receipt", "label"...), or when the
 * detector found nothing and the photo is at least partly paper-like.
 */
export function shouldReadText(
  stats: DocumentStats,
  detectedCount: number,
  description?: string,
): boolean {
  if (looksLikeDocument(stats)) return true;
  if (description && DOCUMENT_WORDS.test(description)) return true;
  return detectedCount === 0 && stats.paper >= 0.15 && stats.strongEdges >= 0.01;
}

/** Drops described items already present (same name words) in the other list. */
function withoutDuplicates(items: AnalyzedItem[], others: AnalyzedItem[]): AnalyzedItem[] {
  const key = (s: string): string =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const seen = others.map((o) => key(o.item_name));
  return items.filter((i) => {
    const k = key(i.item_name);
    return !seen.some((s) => s === k || s.includes(k) || k.includes(s));
  });
}

function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason ?? new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
