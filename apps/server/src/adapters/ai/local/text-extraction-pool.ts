/**
 * Main-thread side of text extraction: short texts are read in place (a few milliseconds), long
 * ones in a piscina worker thread with a hard time limit; a task over the limit is stopped by
 * ending its thread.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import {
  UnreadableDocumentError,
  extractItems,
  type ExtractOptions,
  type Extraction,
} from './text-extractor.js';
import type { TextExtractionTask } from './text-extraction.worker.js';

/** Up to this many characters the extractor takes at most ~10 ms, not worth a thread hop. */
export const INLINE_TEXT_CHARS = 32_000;
export const DEFAULT_TEXT_TIMEOUT_MS = 30_000;

export class TextExtractionTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    const limit = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} seconds`;
    super(`reading the document took longer than ${limit}`);
    this.name = 'TextExtractionTimeoutError';
  }
}

/** Same resolution as detector-pool.ts: compiled `.js`, or `.ts` under tsx/vitest. */
function workerEntry(): { filename: string; execArgv: string[] | undefined } {
  const self = fileURLToPath(import.meta.url);
  const fromSource = path.extname(self) === '.ts';
  const filename = path.join(
    path.dirname(self),
    `text-extraction.worker.${fromSource ? 'ts' : 'js'}`,
  );
  if (!fromSource) return { filename, execArgv: undefined };
  const inherited = process.execArgv.filter((arg) => !arg.startsWith('--inspect'));
  if (inherited.some((arg) => arg.includes('tsx'))) return { filename, execArgv: inherited };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename, execArgv: [...inherited, '--import', tsx] };
}

export class TextExtractionPool {
  private pool: Piscina<TextExtractionTask, Extraction> | undefined;

  constructor(
    private readonly timeoutMs = DEFAULT_TEXT_TIMEOUT_MS,
    private readonly inlineChars = INLINE_TEXT_CHARS,
  ) {}

  async extract(
    text: string,
    options: ExtractOptions = {},
    signal?: AbortSignal,
  ): Promise<Extraction> {
    signal?.throwIfAborted();
    if (text.length <= this.inlineChars) return extractItems(text, options);
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const stop = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      return await this.workers().run({ text, options }, { signal: stop });
    } catch (error) {
      if (timeout.aborted && !signal?.aborted) throw new TextExtractionTimeoutError(this.timeoutMs);
      // An error crosses the thread as a plain Error: give the refusal its own type back.
      if (error instanceof Error && error.name === 'UnreadableDocumentError') {
        throw new UnreadableDocumentError(error.message);
      }
      throw error;
    }
  }

  private workers(): Piscina<TextExtractionTask, Extraction> {
    if (!this.pool) {
      const { filename, execArgv } = workerEntry();
      this.pool = new Piscina<TextExtractionTask, Extraction>({
        filename,
        execArgv,
        minThreads: 0,
        // One thread: documents are rare next to photos, and the cores are shared with the models.
        maxThreads: 1,
        idleTimeout: 60_000,
        maxQueue: 32,
      });
    }
    return this.pool;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}
