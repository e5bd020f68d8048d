import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { latestCode } from './outbox.js';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/**
 * A real server process (the sources through tsx), which a test may kill -9 and start again on
 * the same data: PGlite in `dataDir`, or the PostgreSQL database at `databaseUrl`.
 */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly base: string,
    private readonly output: { text: string },
  ) {}

  static async start(options: {
    dataDir: string;
    databaseUrl?: string | undefined;
    env?: Record<string, string>;
  }): Promise<ServerProcess> {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      AUTH_RATE_LIMIT_PER_HOUR: '1000',
      LOG_LEVEL: 'warn',
      // No models to load: these tests are about the database, not the AI.
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:9',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    };
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = { text: '' };
    const base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`the server did not start in time:\n${output.text}`));
      }, START_TIMEOUT_MS);
      const read = (chunk: Buffer) => {
        output.text += chunk.toString();
        const match = /Circle is running at (http:\/\/\S+)/.exec(output.text);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!.replace('localhost', '127.0.0.1'));
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with ${code}:\n${output.text}`));
      });
    });
    return new ServerProcess(child, base, output);
  }

  /** Waits until the server has written a line matching `pattern` (its log, at LOG_LEVEL). */
  async waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.output.text)) {
      if (Date.now() > deadline) throw new Error(`no ${pattern} in the server's output`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** kill -9: no shutdown, whatever was in flight is cut. */
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGKILL');
    await exited;
  }

  async request(method: string, path: string, options: { auth?: string; body?: unknown } = {}) {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(options.auth ? { authorization: `Bearer ${options.auth}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  /** Registers, verifies with the mailed code and signs in; answers the bearer token. */
  async signedInUser(email: string, outboxDir: string, password = 'Circle-pass-123') {
    const registered = await this.request('POST', '/api/auth/register', {
      body: { email, password, full_name: email.split('@')[0] },
    });
    if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered)}`);
    const { verification_token: token } = registered.body as { verification_token: string };
    const verified = await fetch(`${this.base}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-verification-token': token },
      body: JSON.stringify({ code: await latestCode(outboxDir, email) }),
    });
    if (verified.status !== 200) throw new Error(`verify: ${await verified.text()}`);
    const login = await fetch(`${this.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }).toString(),
    });
    return ((await login.json()) as { access_token: string }).access_token;
  }
}
