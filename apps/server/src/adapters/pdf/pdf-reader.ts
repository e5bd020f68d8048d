/**
 * Main-thread side of reading PDFs: the text layer is read in a piscina worker thread (see
 * pdf-text.worker.ts), one PDF at a time, within a time limit and a memory limit; a read over
 * either is stopped by ending its thread. What cannot be read comes back as a PdfRefusal naming
 * the reason.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { PdfTextOutcome, PdfTextTask } from './pdf-text.worker.js';

/** Receipts, orders and lists fit in a few pages; a longer PDF is a book or a catalogue. */
export const PDF_MAX_PAGES = 50;
/** Heap of the reading thread: pdf.js needs a few MB a page; more means a hostile document. */
export const PDF_READER_HEAP_MB = 256;
/** PDFs read or waiting for their turn beyond this are turned away: a flood of them. */
export const PDF_MAX_WAITING = 8;

export interface PdfTextLayer {
  pageCount: number;
  /** Each page's text as lines, in page order; empty for a page without a text layer. */
  pages: string[];
}

export type PdfRefusalReason =
  | 'malformed'
  | 'encrypted'
  | 'too-many-pages'
  | 'too-much-text'
  | 'too-slow'
  | 'too-complex'
  | 'busy';

export class PdfRefusal extends Error {
  constructor(
    readonly reason: PdfRefusalReason,
    /** The limit the PDF is over: pages, bytes of text or milliseconds. */
    readonly limit?: number,
    /** The PDF's page count (too-many-pages). */
    readonly measure?: number,
  ) {
    super(`PDF refused: ${reason}`);
    this.name = 'PdfRefusal';
  }
}

export interface PdfReaderOptions {
  maxPages?: number;
  /** Longest text (bytes of UTF-8) read out of one PDF. */
  maxTextBytes: number;
  /** Hard limit for reading one PDF, from the moment its reading starts. */
  timeoutMs: number;
  heapMb?: number;
  maxWaiting?: number;
}

/** Same resolution as the AI's pools: compiled `.js`, or `.ts` under tsx/vitest. */
function workerEntry(): { filename: string; execArgv: string[] | undefined } {
  const self = fileURLToPath(import.meta.url);
  const fromSource = path.extname(self) === '.ts';
  const filename = path.join(path.dirname(self), `pdf-text.worker.${fromSource ? 'ts' : 'js'}`);
  if (!fromSource) return { filename, execArgv: undefined };
  const inherited = process.execArgv.filter((arg) => !arg.startsWith('--inspect'));
  if (inherited.some((arg) => arg.includes('tsx'))) return { filename, execArgv: inherited };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename, execArgv: [...inherited, '--import', tsx] };
}

export class PdfReader {
  private pool: Piscina<PdfTextTask, PdfTextOutcome> | undefined;
  /** Reads run one after another, so each one's time limit starts when it does. */
  private queue: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private closed = false;

  constructor(private readonly options: PdfReaderOptions) {}

  /** The PDF's text layer, page by page; throws PdfRefusal when the PDF cannot be read. */
  async read(pdf: Buffer): Promise<PdfTextLayer> {
    if (this.waiting >= (this.options.maxWaiting ?? PDF_MAX_WAITING)) {
      throw new PdfRefusal('busy');
    }
    this.waiting += 1;
    const turn = this.queue.then(() => this.readNow(pdf));
    this.queue = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      this.waiting -= 1;
    }
  }

  private async readNow(pdf: Buffer): Promise<PdfTextLayer> {
    if (this.closed) throw new Error('The PDF reader is closed');
    const { maxTextBytes, timeoutMs, maxPages = PDF_MAX_PAGES } = this.options;
    // A copy: pdf.js takes ownership of the bytes it is given.
    const task: PdfTextTask = { pdf: new Uint8Array(pdf), maxPages, maxTextBytes };
    const timeout = AbortSignal.timeout(timeoutMs);
    let outcome: PdfTextOutcome;
    try {
      outcome = await this.workers().run(task, { signal: timeout });
    } catch (error) {
      if (timeout.aborted) throw new PdfRefusal('too-slow', timeoutMs);
      throw refusalOf(error);
    }
    if (outcome.ok) return { pageCount: outcome.pageCount, pages: outcome.pages };
    if (outcome.reason === 'too-many-pages') {
      throw new PdfRefusal(outcome.reason, maxPages, outcome.pageCount);
    }
    if (outcome.reason === 'too-much-text') throw new PdfRefusal(outcome.reason, maxTextBytes);
    throw new PdfRefusal(outcome.reason);
  }

  private workers(): Piscina<PdfTextTask, PdfTextOutcome> {
    if (!this.pool) {
      const { filename, execArgv } = workerEntry();
      this.pool = new Piscina<PdfTextTask, PdfTextOutcome>({
        filename,
        execArgv,
        minThreads: 0,
        // One thread: PDFs are rare next to photos, and the cores are shared with the models.
        maxThreads: 1,
        idleTimeout: 60_000,
        resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb ?? PDF_READER_HEAP_MB },
      });
      // A thread that dies between tasks is replaced by piscina; it must not end the server.
      this.pool.on('error', () => undefined);
    }
    return this.pool;
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}

/** Why the reading thread gave no answer: a thread that ran out of memory is a refusal. */
function refusalOf(error: unknown): Error {
  const code = (error as { code?: string }).code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new PdfRefusal('too-complex');
  return error instanceof Error ? error : new Error(String(error));
}
