/**
 * Draws one page of a PDF as a PNG, for OCR of pages that have no text layer (scans). pdf.js can
 * only draw through a native canvas package, so this uses poppler's `pdftoppm` (Debian's
 * poppler-utils) in a child process: a hostile page can crash or stall it without touching the
 * server, and it is killed at the time limit. Without pdftoppm on the machine, scans go unread.
 */
import { spawn } from 'node:child_process';

export interface PdfPageRenderer {
  /** The page (1-based) as a PNG, or null when this machine cannot draw PDF pages. */
  render(pdf: Buffer, page: number, signal?: AbortSignal): Promise<Buffer | null>;
}

export interface PdftoppmOptions {
  /** The program; `pdftoppm` on the PATH by default. */
  command?: string;
  timeoutMs?: number;
  /** Longest side of the image in pixels: what OCR reads at most anyway. */
  longSide?: number;
}

export const DEFAULT_RENDER_TIMEOUT_MS = 15_000;
const DEFAULT_LONG_SIDE = 2000;
/** A PNG of 2000 px is well under this; more output means something is wrong. */
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

export class PdftoppmRenderer implements PdfPageRenderer {
  constructor(private readonly options: PdftoppmOptions = {}) {}

  render(pdf: Buffer, page: number, signal?: AbortSignal): Promise<Buffer | null> {
    signal?.throwIfAborted();
    const { command = 'pdftoppm', timeoutMs = DEFAULT_RENDER_TIMEOUT_MS } = this.options;
    const longSide = String(this.options.longSide ?? DEFAULT_LONG_SIDE);
    const args = ['-png', '-f', String(page), '-l', String(page)];
    // The PDF comes on stdin and the image goes to stdout: no temporary files.
    const child = spawn(command, [...args, '-scale-to', longSide, '-'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
      ...(signal ? { signal } : {}),
    });
    return new Promise<Buffer | null>((resolve, reject) => {
      const output: Buffer[] = [];
      let size = 0;
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_OUTPUT_BYTES) child.kill('SIGKILL');
        else output.push(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-500);
      });
      // The program may stop reading early (a damaged PDF, or no such program).
      child.stdin.on('error', () => undefined);
      child.stdin.end(pdf);
      child.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') resolve(null);
        else reject(error);
      });
      child.on('close', (code, killedBy) => {
        if (code === 0 && size > 0 && size <= MAX_OUTPUT_BYTES) {
          resolve(Buffer.concat(output));
          return;
        }
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        const why = killedBy ? `stopped (${killedBy})` : `failed (${code}): ${stderr.trim()}`;
        reject(new Error(`pdftoppm ${why} on page ${page}`));
      });
    });
  }
}
