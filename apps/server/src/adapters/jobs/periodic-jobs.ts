import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database.js';

export interface PeriodicJob {
  /** Queue name; letters, digits, dashes. */
  name: string;
  everySeconds: number;
  run(): Promise<unknown>;
}

export interface PeriodicJobsOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** How often a worker asks for work; light on the embedded database's single connection. */
  pollingSeconds: number;
}

/** Queue start-ups per database, one after another: installing the queue's schema is not safe twice at once. */
const startUps = new WeakMap<Database, Promise<unknown>>();

function startInTurn(database: Database, start: () => Promise<void>): Promise<void> {
  const previous = startUps.get(database) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(start);
  startUps.set(database, next);
  return next;
}

const START_RETRY_MS = 500;
const START_ATTEMPTS = 4;

/** Enqueue attempts per interval: a process that starts mid-slot still gets its slot's job in. */
const ENQUEUE_ATTEMPTS_PER_INTERVAL = 6;
const MAX_ENQUEUE_GAP_MS = 5 * 60_000;

/**
 * Durable periodic jobs on pg-boss, in the application's own database (PGlite or PostgreSQL).
 * Every process offers a job for the current time slot; the queue keeps one per slot
 * (`singletonSeconds`), so each run happens once across all processes. A job left `active` by a
 * crashed process blocks nothing: the next slot's job runs on time (and the dead one is retried
 * once it expires). Runs may overlap when one outlasts its slot; the jobs are safe to repeat.
 */
export class PeriodicJobs {
  private boss: PgBoss;
  private readonly timers: NodeJS.Timeout[] = [];
  private started = false;

  constructor(
    private readonly jobs: PeriodicJob[],
    private readonly options: PeriodicJobsOptions,
  ) {
    this.boss = this.createBoss();
  }

  private createBoss(): PgBoss {
    const { database, log } = this.options;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: 300,
    });
    boss.on('error', (error) => log.error({ err: error }, 'job queue problem'));
    return boss;
  }

  async start(): Promise<void> {
    // Marked first, so stop() also stops a queue whose set-up failed halfway.
    this.started = true;
    await startInTurn(this.options.database, () => this.install());
    for (const job of this.jobs) {
      await this.boss.work(
        job.name,
        { pollingIntervalSeconds: this.options.pollingSeconds },
        async ([queued]) => {
          const started = performance.now();
          this.options.log.info({ job: job.name, id: queued?.id }, 'job started');
          const result = await job.run();
          this.options.log.info(
            { job: job.name, id: queued?.id, result, ms: Math.round(performance.now() - started) },
            'job finished',
          );
        },
      );
      await this.enqueue(job);
      const gap = Math.min(
        MAX_ENQUEUE_GAP_MS,
        (job.everySeconds * 1000) / ENQUEUE_ATTEMPTS_PER_INTERVAL,
      );
      const timer = setInterval(() => void this.enqueue(job), Math.max(1000, gap));
      timer.unref();
      this.timers.push(timer);
    }
    this.options.log.info({ jobs: this.jobs.map((job) => job.name) }, 'job scheduler started');
  }

  /**
   * Starts pg-boss and creates the queues. Another process installing the same schema or queue
   * at the same moment can make an attempt fail (a deadlock on PostgreSQL); a later one finds
   * them in place.
   */
  private async install(): Promise<void> {
    let bossStarted = false;
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (!bossStarted) await this.boss.start();
        bossStarted = true;
        for (const job of this.jobs) {
          const queue = {
            name: job.name,
            policy: 'standard',
            retryLimit: 3,
            retryDelay: 60,
            expireInSeconds: 15 * 60,
          } as const;
          await this.boss.createQueue(job.name, queue);
          // Queues made by earlier versions were `stately`, where a dead active job held back
          // every later one until it expired.
          await this.boss.updateQueue(job.name, queue);
        }
        return;
      } catch (error) {
        if (attempt >= START_ATTEMPTS) throw error;
        this.options.log.warn({ err: error, attempt }, 'job queue set-up failed, trying again');
        await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS * attempt));
        // A pg-boss instance whose start failed stays half-started: begin with a new one.
        if (!bossStarted) this.boss = this.createBoss();
      }
    }
  }

  /** Offers the job of the current slot; a duplicate from another process is dropped. */
  private async enqueue(job: PeriodicJob): Promise<void> {
    try {
      await this.boss.send(
        job.name,
        {},
        { singletonKey: job.name, singletonSeconds: job.everySeconds },
      );
    } catch (error) {
      this.options.log.warn({ err: error, job: job.name }, 'job could not be queued');
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
    if (!this.started) return;
    this.started = false;
    try {
      await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    } catch (error) {
      this.options.log.warn({ err: error }, 'job queue did not stop cleanly');
    }
  }
}
