/**
 * OCR with tesseract.js (which runs in its own worker thread) on local English language data:
 * no download, no cache. One long-lived worker; jobs run one at a time; each job is bounded by
 * image size and by a timeout, after which the worker is killed and lazily re-created. A page
 * (a receipt, a list, a scanned sheet) is straightened, evened out and scaled first
 * (page-prep/); lettering on an object is only downscaled, grey and normalised.
 */
import Tesseract from 'tesseract.js';
import { pixelsOf, type DecodedPhoto } from '../../photo/decoded-photo.js';
import { tesseractLangDir } from './package-paths.js';
import { preparePage } from './page-prep/prepare-page.js';

export interface OcrLine {
  text: string;
  /** 0..100 as reported by tesseract. */
  confidence: number;
  /** Word boxes, so the extractor sees a photographed table's columns. */
  words: Array<{ text: string; x0: number; x1: number }>;
  /** Where the line is, 0..1 of the image width and height: x1, y1, x2, y2. */
  box?: [number, number, number, number];
}

export interface OcrResult {
  text: string;
  lines: OcrLine[];
  /** Mean page confidence 0..100. */
  confidence: number;
  ms: number;
}

export interface OcrOptions {
  timeoutMs: number;
  /** Longest side of the image given to tesseract. */
  maxSide: number;
}

/** What is photographed: a page of text, or lettering on an object (a maker's name). */
export type OcrSubject = 'page' | 'lettering';

interface OcrImage {
  png: Buffer;
  width: number;
  height: number;
}

export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`OCR did not finish within ${ms} ms`);
    this.name = 'OcrTimeoutError';
  }
}

export class OcrEngine {
  private worker: Promise<Tesseract.Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: OcrOptions) {}

  async warmUp(): Promise<void> {
    await this.getWorker();
  }

  /**
   * Reads the text of a decoded image; throws OcrTimeoutError or the signal's reason.
   * `timeoutMs` bounds this one read more tightly than the engine's own limit.
   */
  recognize(
    image: DecodedPhoto,
    subject: OcrSubject,
    signal?: AbortSignal,
    timeoutMs?: number,
  ): Promise<OcrResult> {
    const limit = Math.min(timeoutMs ?? Infinity, this.options.timeoutMs);
    const job = this.queue.then(() => this.run(image, subject, limit, signal));
    this.queue = job.catch(() => undefined);
    return job;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.killWorker();
  }

  private getWorker(): Promise<Tesseract.Worker> {
    if (this.closed) return Promise.reject(new Error('OCR engine is closed'));
    if (!this.worker) {
      const { langPath, gzip } = tesseractLangDir();
      const created = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
        langPath,
        gzip,
        cacheMethod: 'none',
      });
      this.worker = created;
      created.catch(() => {
        if (this.worker === created) this.worker = null;
      });
    }
    return this.worker;
  }

  private async killWorker(): Promise<void> {
    const pending = this.worker;
    this.worker = null;
    if (!pending) return;
    try {
      await (await pending).terminate();
    } catch {
      // already gone
    }
  }

  private async run(
    image: DecodedPhoto,
    subject: OcrSubject,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<OcrResult> {
    signal?.throwIfAborted();
    const started = performance.now();
    const prepared =
      subject === 'page'
        ? await preparePage(image, this.options.maxSide)
        : await letteringImage(image, this.options.maxSide);
    signal?.throwIfAborted();
    const worker = await this.getWorker();

    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const remaining = Math.max(1, timeoutMs - (performance.now() - started));
    const stop = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError(timeoutMs)), remaining);
      onAbort = () => reject(signal?.reason ?? new Error('aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const result = await Promise.race([
        worker.recognize(prepared.png, {}, { text: true, blocks: true }),
        stop,
      ]);
      return toOcrResult(result.data, prepared, performance.now() - started);
    } catch (error) {
      // tesseract cannot cancel a running job: kill the worker; the next job starts a new one.
      await this.killWorker();
      throw error;
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }
}

/** Lettering on an object: downscaled, grey and normalised, never binarized (logos are not ink on paper). */
async function letteringImage(image: DecodedPhoto, maxSide: number): Promise<OcrImage> {
  const { data, info } = await pixelsOf(image)
    .flatten({ background: '#ffffff' })
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .grayscale()
    .normalise()
    // Raw pixels carry no resolution; tesseract is told the usual screen one.
    .withDensity(72)
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

function toOcrResult(
  page: Tesseract.Page,
  size: { width: number; height: number },
  ms: number,
): OcrResult {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = line.text.replace(/\s+/g, ' ').trim();
        const { x0, y0, x1, y1 } = line.bbox;
        const box: OcrLine['box'] = [
          x0 / size.width,
          y0 / size.height,
          x1 / size.width,
          y1 / size.height,
        ];
        const words = line.words.map((w) => ({ text: w.text, x0: w.bbox.x0, x1: w.bbox.x1 }));
        if (text) lines.push({ text, confidence: line.confidence, words, box });
      }
    }
  }
  return { text: page.text.trim(), lines, confidence: page.confidence, ms };
}
