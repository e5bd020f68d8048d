import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { JobRuntime } from './job.js';
import { LocalJobs } from './local-jobs.js';
import { QueuedJobs } from './queued-jobs.js';
export type { Job, JobRuntime, RunSoon } from './job.js';

export interface JobRuntimeOptions {
  database: Database;
  log: FastifyBaseLogger;
  /**
   * The durable queue (pg-boss in the application's own database), polled every
   * `pollingSeconds`; or `false`: runs in this process only, at start and when asked, without
   * schedules (tests drive periodic work themselves).
   */
  queue: false | { pollingSeconds: number };
}

export function createJobRuntime(options: JobRuntimeOptions): JobRuntime {
  const { database, log, queue } = options;
  return queue
    ? new QueuedJobs({ database, log, pollingSeconds: queue.pollingSeconds })
    : new LocalJobs(log);
}
