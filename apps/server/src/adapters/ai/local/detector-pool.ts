/**
 * Main-thread side of object detection: a piscina pool of long-lived worker threads, each holding
 * one CenterNet model (see detector.worker.ts). Pixels are transferred, not copied.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { DetectResult, DetectTask } from './detector-shared.js';

/**
 * The worker file next to this one: `.js` once compiled, `.ts` when run from source (tsx in
 * development, vitest in tests). From source the worker thread needs tsx's loader too; the main
 * thread may not have it (vitest transforms code itself), so pass it explicitly.
 */
function workerEntry(): { filename: string; execArgv: string[] | undefined } {
  const self = fileURLToPath(import.meta.url);
  const ext = path.extname(self);
  const filename = path.join(path.dirname(self), `detector.worker${ext === '.ts' ? '.ts' : '.js'}`);
  if (ext !== '.ts') return { filename, execArgv: undefined };
  const inherited = process.execArgv.filter((a) => !a.startsWith('--inspect'));
  if (inherited.some((a) => a.includes('tsx'))) return { filename, execArgv: inherited };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename, execArgv: [...inherited, '--import', tsx] };
}

export class DetectorPool {
  private readonly pool: Piscina<DetectTask, DetectResult>;
  private readonly threads: number;

  constructor(threads: number) {
    this.threads = Math.max(1, Math.floor(threads));
    const { filename, execArgv } = workerEntry();
    this.pool = new Piscina<DetectTask, DetectResult>({
      filename,
      execArgv,
      minThreads: this.threads,
      maxThreads: this.threads,
      // Keep the loaded model; a worker costs ~1 s and ~100 MB to start.
      idleTimeout: Infinity,
      // A queue bigger than this means the server is overloaded: fail fast instead of piling up.
      maxQueue: this.threads * 32,
    });
  }

  /** Loads the model in every worker. */
  async warmUp(): Promise<void> {
    await Promise.all(Array.from({ length: this.threads }, () => this.pool.run({})));
  }

  /** Runs detection on INPUT_SIZE² RGB bytes; the buffer is transferred to the worker. */
  detect(pixels: Uint8Array): Promise<DetectResult> {
    const buffer = pixels.buffer as ArrayBuffer;
    return this.pool.run({ pixels }, { transferList: [buffer] });
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
