import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder above this file whose package.json has workspaces. */
export const repoRoot: string = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (parsed.workspaces) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No workspace root above ${start}`);
    dir = parent;
  }
}

const SERVER_ENTRY = path.join(repoRoot, 'apps/server/dist/main.js');
const WEB_ENTRY = path.join(repoRoot, 'apps/web/dist/index.html');
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** How much of the child's output is kept for error messages. */
const OUTPUT_TAIL_CHARS = 8_000;

export interface RunningServer {
  /** The origin the app and the API answer on, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The server's DATA_DIR (the outbox is `<dataDir>/outbox`). */
  dataDir: string;
  /** The end of what the server wrote to stderr, for diagnosing a failure. */
  stderr(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port found'))));
    });
  });
}

function keepTail(current: string, chunk: Buffer): string {
  const next = current + chunk.toString('utf8');
  return next.length > OUTPUT_TAIL_CHARS ? next.slice(-OUTPUT_TAIL_CHARS) : next;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts the built server (`node apps/server/dist/main.js`) on a free port of 127.0.0.1 with a
 * fresh DATA_DIR: embedded database, outbox mailer, local storage. Resolves once
 * GET /api/health answers 200.
 */
export async function startServer(): Promise<RunningServer> {
  for (const [file, what] of [
    [SERVER_ENTRY, 'the built server'],
    [WEB_ENTRY, 'the built web app'],
  ] as const) {
    if (!existsSync(file)) {
      throw new Error(
        `The browser journeys need ${what} (${path.relative(repoRoot, file)} is missing). ` +
          'Run `npm run build` first.',
      );
    }
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'circle-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Everything embedded: no database server, no SMTP (codes land in the outbox), no Redis.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'REDIS_URL', 'PUBLIC_URL', 'JWT_SECRET']) {
    delete env[name];
  }
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_HOUR: '1000',
    STORAGE_DRIVER: 'local',
  });

  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout = keepTail(stdout, chunk)));
  child.stderr.on('data', (chunk: Buffer) => (stderr = keepTail(stderr, chunk)));
  const exit = exited(child);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The server exited during startup (code ${child.exitCode}, signal ${child.signalCode}).\n` +
          `stderr:\n${stderr || '(empty)'}\nstdout:\n${stdout || '(empty)'}`,
      );
    }
    if (await healthy(url)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer GET /api/health with 200 within ${STARTUP_TIMEOUT_MS / 1000} s.\n` +
          `stderr:\n${stderr || '(empty)'}\nstdout:\n${stdout || '(empty)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return { url, dataDir, stderr: () => stderr, stop };
}
