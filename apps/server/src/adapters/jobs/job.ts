import type { FastifyBaseLogger } from 'fastify';

/** One kind of background work: its own queue, schedule and retries. */
export interface Job {
  /** Queue name; letters, digits, dashes. */
  name: string;
  /** Runs once per slot of this many seconds across all processes; absent: only when asked. */
  everySeconds?: number;
  /** The in-process runtime also runs it as the process starts (the queue offers each slot's run at start anyway). */
  atStart?: boolean;
  run(): Promise<unknown>;
}

/** Asks for a run of a registered job once `delayMs` have passed; requests close together are one run. */
export type RunSoon = (name: string, delayMs?: number) => void;

/** The one mechanism that runs the server's background work. */
export interface JobRuntime {
  /** Adds jobs; before start(). */
  register(jobs: Job[]): void;
  runSoon: RunSoon;
  start(): Promise<void>;
  /** Stops taking work and waits for the runs in progress. */
  stop(): Promise<void>;
}

/** A failed run is tried again this many times, this long apart. */
export const RETRY_LIMIT = 3;
export const RETRY_DELAY_SECONDS = 60;

/** Runs a job with one log line: how long it took and what it did, or why it failed (rethrown). */
export async function runLogged(job: Job, log: FastifyBaseLogger, id?: string): Promise<void> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const result = await job.run();
    log.info({ job: job.name, id, result, ms: ms() }, 'job finished');
  } catch (error) {
    log.warn({ job: job.name, id, err: error, ms: ms() }, 'job failed');
    throw error;
  }
}
