import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database.js';
import { RETRY_DELAY_SECONDS, RETRY_LIMIT, runLogged, type Job, type JobRuntime } from './job.js';

export interface QueuedJobsOptions {
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
 * Durable jobs on pg-boss, in the application's own database (PGlite or PostgreSQL).
 * For a scheduled job every process offers a run for the current time slot; the queue keeps one
 * per slot (`singletonSeconds`), so each run happens once across all processes. A run asked for
 * (`runSoon`) is kept once per second and starts only after the second is over, so it sees every
 * request of that second. A job left `active` by a crashed process blocks nothing: the next
 * slot's job runs on time (and the dead one is retried once it expires). Runs may overlap when
 * one outlasts its slot; the jobs are safe to repeat.
 */
export class QueuedJobs implements JobRuntime {
  private boss: PgBoss;
  private readonly jobs: Job[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly early: { name: string; delayMs: number }[] = [];
  private state: 'new' | 'started' | 'stopped' = 'new';

  constructor(private readonly options: QueuedJobsOptions) {
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

  register(jobs: Job[]): void {
    this.jobs.push(...jobs);
  }

  async start(): Promise<void> {
    // Marked first, so stop() also stops a queue whose set-up failed halfway.
    this.state = 'started';
    await startInTurn(this.options.database, () => this.install());
    for (const job of this.jobs) {
      await this.boss.work(
        job.name,
        { pollingIntervalSeconds: this.options.pollingSeconds },
        async ([queued]) => runLogged(job, this.options.log, queued?.id),
      );
      if (job.everySeconds) await this.schedule(job, job.everySeconds);
    }
    for (const { name, delayMs } of this.early.splice(0)) this.runSoon(name, delayMs);
    this.options.log.info({ jobs: this.jobs.map((job) => job.name) }, 'job runtime started');
  }

  /** Offers the current slot's run now, and again several times a slot. */
  private async schedule(job: Job, everySeconds: number) {
    await this.enqueue(job.name, { singletonKey: job.name, singletonSeconds: everySeconds });
    const gap = Math.min(MAX_ENQUEUE_GAP_MS, (everySeconds * 1000) / ENQUEUE_ATTEMPTS_PER_INTERVAL);
    const timer = setInterval(
      () => void this.enqueue(job.name, { singletonKey: job.name, singletonSeconds: everySeconds }),
      Math.max(1000, gap),
    );
    timer.unref();
    this.timers.push(timer);
  }

  runSoon = (name: string, delayMs = 0): void => {
    if (this.state === 'new') this.early.push({ name, delayMs });
    if (this.state !== 'started') return;
    void this.enqueue(name, {
      singletonKey: `${name}:soon`,
      singletonSeconds: 1,
      startAfter: Math.ceil(delayMs / 1000) + 1,
    });
  };

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
        for (const job of this.jobs) await this.createQueue(job.name);
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

  private async createQueue(name: string) {
    const queue = {
      name,
      policy: 'standard',
      retryLimit: RETRY_LIMIT,
      retryDelay: RETRY_DELAY_SECONDS,
      expireInSeconds: 15 * 60,
    } as const;
    await this.boss.createQueue(name, queue);
    // Queues made by earlier versions were `stately`, where a dead active job held back
    // every later one until it expired.
    await this.boss.updateQueue(name, queue);
  }

  /** Offers a run; a duplicate of the same slot (from any process) is dropped. */
  private async enqueue(name: string, options: PgBoss.SendOptions): Promise<void> {
    try {
      await this.boss.send(name, {}, options);
    } catch (error) {
      this.options.log.warn({ err: error, job: name }, 'job could not be queued');
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
    if (this.state !== 'started') {
      this.state = 'stopped';
      return;
    }
    this.state = 'stopped';
    try {
      await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    } catch (error) {
      this.options.log.warn({ err: error }, 'job queue did not stop cleanly');
    }
  }
}
