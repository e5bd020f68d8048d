import type { FastifyBaseLogger } from 'fastify';
import { RETRY_DELAY_SECONDS, RETRY_LIMIT, runLogged, type Job, type JobRuntime } from './job.js';

/**
 * Jobs run in this process only: at start (`atStart`) and when asked, with the queue's retries;
 * no schedule is kept. One run of a job at a time; a request during a run makes one more run.
 */
export class LocalJobs implements JobRuntime {
  private readonly jobs = new Map<string, Job>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly early: { name: string; delayMs: number }[] = [];
  private state: 'new' | 'started' | 'stopped' = 'new';

  constructor(private readonly log: FastifyBaseLogger) {}

  register(jobs: Job[]): void {
    for (const job of jobs) this.jobs.set(job.name, job);
  }

  async start(): Promise<void> {
    this.state = 'started';
    for (const job of this.jobs.values()) if (job.atStart) this.runSoon(job.name);
    for (const { name, delayMs } of this.early.splice(0)) this.runSoon(name, delayMs);
  }

  runSoon = (name: string, delayMs = 0): void => {
    if (this.state === 'new') this.early.push({ name, delayMs });
    if (this.state !== 'started') return;
    this.later(delayMs, () => this.run(name, 0));
  };

  private later(delayMs: number, work: () => void) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      work();
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private run(name: string, retry: number): void {
    const job = this.jobs.get(name);
    if (!job || this.state !== 'started') return;
    if (this.running.has(name)) {
      this.again.add(name);
      return;
    }
    const run = runLogged(job, this.log)
      .catch(() => {
        if (retry < RETRY_LIMIT)
          this.later(RETRY_DELAY_SECONDS * 1000, () => this.run(name, retry + 1));
      })
      .finally(() => {
        this.running.delete(name);
        if (this.again.delete(name)) this.run(name, 0);
      });
    this.running.set(name, run);
  }

  async stop(): Promise<void> {
    this.state = 'stopped';
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running.values());
  }
}
