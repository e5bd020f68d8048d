/**
 * The embedded, offline analyzer: CenterNet COCO-80 object detection in a worker-thread pool,
 * tesseract OCR for photographed documents, and a rule-based extractor for text. No network.
 */
import type {
  AnalysisResult,
  AnalyzedItem,
  Analyzer,
  ImageAnalysisInput,
  PageTextInput,
  TextAnalysisInput,
} from '../analyzer.js';
import { pixelsOf, type DecodedPhoto } from '../../photo/decoded-photo.js';
import { describePhoto, describeText, mergeDescription, textItems } from './compose.js';
import { DetectorPool } from './detector-pool.js';
import { INPUT_SIZE } from './detector-shared.js';
import { believable, mergeScales, needsZoomedOut, type ScalePass } from './detection-rules.js';
import { detectionsToItems, parseRows, type DetectedItem } from './detections.js';
import { readsAsDocumentText } from './document-text.js';
import { looksLikeDocument, prepareImage, type DocumentStats } from './image-prep.js';
import { livingThings } from './living-things.js';
import { brandsFromText } from './object-text.js';
import { OcrEngine, OcrTimeoutError, type OcrLine } from './ocr.js';
import { pageTextOf } from './page-text.js';
import { locationOfRoom, roomOf } from './room.js';
import { sceneCue } from './scene.js';
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

export const DEFAULT_OCR_TIMEOUT_MS = 15_000;
export const DEFAULT_OCR_MAX_SIDE = 2000;

/** Words in the uploader's description that ask for the text in the photo to be read. */
const DOCUMENT_WORDS =
  /\b(?:receipts?|invoices?|bills?|documents?|labels?|lists?|notes?|pages?|letters?|statements?|warrant(?:y|ies)|manuals?|certificates?|price\s+tags?|packing\s+slips?|order\s+confirmations?)\b/i;

/** OCR lines below this tesseract confidence are noise (textures, clutter) and are dropped. */
const MIN_OCR_LINE_CONFIDENCE = 45;
const WHOLE: [number, number, number, number] = [0, 0, 1, 1];
/** Classes whose products carry a maker's name where a camera can read it. */
const LABELLED_CLASSES = new Set([
  'motorcycle',
  'car',
  'truck',
  'bicycle',
  'laptop',
  'television',
  'cell phone',
  'keyboard',
  'microwave',
  'oven',
  'refrigerator',
  'toaster',
  'suitcase',
  'backpack',
  'bottle',
  'skateboard',
  'surfboard',
  'boat',
  'remote control',
  'hair dryer',
]);

export function createLocalAnalyzer(options: LocalAnalyzerOptions = {}): Analyzer {
  return new LocalAnalyzer(options);
}

class LocalAnalyzer implements Analyzer {
  private pool: DetectorPool | null = null;
  private readonly ocr: OcrEngine;
  private readonly texts: TextExtractionPool;
  private readonly threads: number;
  private readonly onWarning: (message: string, error: unknown) => void;
  private readonly currency: string;
  private closed = false;

  constructor(options: LocalAnalyzerOptions) {
    this.threads = options.threads ?? 1;
    this.currency = options.currency ?? 'USD';
    this.onWarning = options.onWarning ?? (() => {});
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

  async analyzeImage({ photo, description, signal }: ImageAnalysisInput): Promise<AnalysisResult> {
    signal?.throwIfAborted();
    const prepared = await prepareImage(photo, INPUT_SIZE);
    signal?.throwIfAborted();

    // The whole photo and its tiles (large photos only: small objects get more pixels); then,
    // only when they found no large object, the photo zoomed out (a close-up gets the margin
    // around an object that the model expects).
    const passes: ScalePass[] = [];
    for (const view of [{ input: prepared.detectorInput, box: WHOLE }, ...prepared.tiles]) {
      const { rows } = await abortable(this.detector().detect(view.input), signal);
      passes.push({ ...view, detections: parseRows(rows, INPUT_SIZE) });
    }
    let detections = believable(mergeScales(passes));
    if (needsZoomedOut(detections)) {
      const { input, box } = prepared.context;
      const { rows } = await abortable(this.detector().detect(input), signal);
      passes.push({ box: WHOLE, photoAt: box, detections: parseRows(rows, INPUT_SIZE) });
      detections = believable(mergeScales(passes));
    }
    const detected = detectionsToItems(detections);
    const living = livingThings(detections);

    const documentLike = looksLikeDocument(prepared.stats);
    const asksForText = Boolean(description && DOCUMENT_WORDS.test(description));
    let ocrLines: OcrLine[] = [];
    let branded = detected;
    const labelled = labelledObject(detected);
    const readPage = shouldReadText(prepared.stats, detected, description, living.length);
    const readLabel = !readPage && labelled && prepared.stats.textLike >= MIN_TEXT_LIKE;
    if (readPage || readLabel) {
      try {
        if (readLabel && labelled?.region) {
          // Only the object's own box: cheaper, and any text read is on the object.
          const crop = await cropRegion(photo, labelled.region);
          const ocr = await this.ocr.recognize(crop, 'lettering', signal, LABEL_OCR_TIMEOUT_MS);
          const lines = ocr.lines.filter((l) => l.confidence >= MIN_OCR_LINE_CONFIDENCE);
          const onObject = lines.map((l) => ({ ...l, box: labelled.region }));
          branded = brandsFromText(detected, onObject);
        } else {
          const ocr = await this.ocr.recognize(photo, 'page', signal);
          ocrLines = ocr.lines.filter((l) => l.confidence >= MIN_OCR_LINE_CONFIDENCE);
          branded = brandsFromText(detected, ocrLines);
        }
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
    const extractedText = ocrLines.length ? ocrLines.map((l) => l.text).join('\n') : null;
    // Text becomes items only in a photographed document; elsewhere it can only name a brand.
    const ocrExtraction =
      ocrLines.length && (documentLike || asksForText || detected.length === 0)
        ? extractItems(ocrLines, { ocr: true, currency: this.currency })
        : null;
    // A page-like photo's text must also read as a document: a logo on a product shot against
    // white paper is lettering, not a list.
    const readsAsDocument = Boolean(
      ocrExtraction &&
      ocrExtraction.items.length &&
      (asksForText || (documentLike && readsAsDocumentText(ocrLines, ocrExtraction))),
    );

    const location = description ? findLocation(description) : null;
    const currency = this.currency;
    const ocrItems =
      readsAsDocument && ocrExtraction
        ? textItems(ocrExtraction, { ocr: true, location, currency })
        : [];
    const described = description
      ? textItems(extractItems(description, { currency }), { currency })
      : [];
    const fromDescription = mergeDescription(
      branded,
      withoutDuplicates(described, ocrItems),
      description,
    );
    const scene = sceneCue(prepared.scene);
    const room = readsAsDocument ? null : roomOf(branded, scene?.outdoors ?? false);
    const roomLocation = room ? locationOfRoom(room) : null;
    const items = [
      ...ocrItems,
      ...fromDescription.map((item) =>
        item.location || !roomLocation ? item : { ...item, location: roomLocation },
      ),
    ];

    return {
      aiDescription: describePhoto({
        detected: branded,
        ocr: readsAsDocument ? ocrExtraction : null,
        otherItems: items.length - detected.length - ocrItems.length,
        living,
        scene,
        room,
      }),
      items,
      extractedText: extractedText,
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
        aiDescription: 'This file does not look like text, so no items were read from it.',
        items: [],
        extractedText: null,
      };
    }
    const items = textItems(extraction, { location, currency });
    const described = description
      ? textItems(extractItems(description, { currency }), { location, currency })
      : [];
    const extra = withoutDuplicates(described, items).filter(
      (d) => d.brand || d.estimatedValue !== null,
    );
    return {
      aiDescription: describeText(extraction, extra.length),
      items: [...items, ...extra],
      extractedText: null,
    };
  }

  /** A scanned page's text, by the same OCR as photographed documents. */
  async readPageText({ page, signal }: PageTextInput): Promise<string> {
    const ocr = await this.ocr.recognize(page, 'page', signal);
    return pageTextOf(ocr.lines.filter((l) => l.confidence >= MIN_OCR_LINE_CONFIDENCE));
  }

  private detector(): DetectorPool {
    if (this.closed) throw new Error('The analyzer is closed');
    this.pool ??= new DetectorPool(this.threads);
    return this.pool;
  }
}

/**
 * OCR costs 0.3–10 s, so it runs only for photos that look like a page (bright colourless paper
 * with sharp strokes), when the description asks for it ("receipt", "label"...), or when the photo
 * has text-like regions (dark strokes on a light ground) and either nothing was detected on a
 * partly paper-like photo or a detected object usually carries its maker's name. A photo of
 * people or animals with nothing else in it is a scene, not a page.
 */
export function shouldReadText(
  stats: DocumentStats,
  detected: DetectedItem[],
  description?: string,
  livingThingsSeen = 0,
): boolean {
  if (looksLikeDocument(stats)) return true;
  if (description && DOCUMENT_WORDS.test(description)) return true;
  if (stats.textLike < MIN_TEXT_LIKE || livingThingsSeen > 0) return false;
  return detected.length === 0 && stats.paper >= 0.15 && stats.strongEdges >= 0.01;
}

/**
 * The detected object whose maker's name may be read off it: a kind that usually carries one,
 * alone and prominent. Lettering is legible on a tank or a lid, not on a row of boats.
 */
export function labelledObject(detected: DetectedItem[]): DetectedItem | undefined {
  return detected.find(
    (d) =>
      LABELLED_CLASSES.has(d.detectedClass ?? '') &&
      d.region &&
      d.quantity === 1 &&
      (d.visualAreaPercentage ?? 0) >= MIN_LABELLED_AREA_PERCENT,
  );
}

/** The region (0..1 box) of the photo with a small margin, as opaque RGB pixels for OCR. */
async function cropRegion(
  photo: DecodedPhoto,
  [x1, y1, x2, y2]: [number, number, number, number],
): Promise<DecodedPhoto> {
  const { width, height } = photo;
  const margin = 0.02;
  const left = Math.max(0, Math.floor((x1 - margin) * width));
  const top = Math.max(0, Math.floor((y1 - margin) * height));
  const right = Math.min(width, Math.ceil((x2 + margin) * width));
  const bottom = Math.min(height, Math.ceil((y2 + margin) * height));
  // Lettering on a tank or a lid stays legible at this size; larger crops only slow OCR down.
  const { data, info } = await pixelsOf(photo)
    .extract({ left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) })
    .resize(LABEL_MAX_SIDE, LABEL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: 3 };
}

/** Share of the photo (percent) an object must cover for its lettering to be read. */
const MIN_LABELLED_AREA_PERCENT = 5;

/**
 * Reading a maker's name off an object is a bonus: tesseract reads little scene text, and a
 * photo must not wait seconds for it. A read that takes longer is given up.
 */
export const LABEL_OCR_TIMEOUT_MS = 1000;

/** Longest side of an object's crop read for its maker's name. */
const LABEL_MAX_SIDE = 1000;

/** Share of text-like blocks below which a photo has no text worth reading. */
const MIN_TEXT_LIKE = 0.004;

/** Drops described items already present (same name words) in the other list. */
function withoutDuplicates(items: AnalyzedItem[], others: AnalyzedItem[]): AnalyzedItem[] {
  const key = (s: string): string =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const seen = others.map((o) => key(o.itemName));
  return items.filter((i) => {
    const k = key(i.itemName);
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
