import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../adapters/jobs/job-runtime.js';
import type { Storage, StoredObject } from '../../adapters/storage/storage.js';

/** Tells which of the listed keys a database row still refers to. */
export type ReferencedKeys = (keys: string[]) => Promise<Set<string>>;

export interface StorageSweeperOptions {
  storage: Storage;
  /** Every owner of stored keys (files, feedback screenshots) answers for its own keys. */
  referenced: ReferencedKeys[];
  /** Objects younger than this are never touched: an upload may be between its blob and its row. */
  graceMs: number;
  log: FastifyBaseLogger;
}

export interface SweepReport {
  examined: number;
  orphansDeleted: number;
  partialsDeleted: number;
}

/** The sweep as a job: every `intervalMs` and at start; none when the interval is 0. */
export function storageSweepJobs(sweeper: StorageSweeper, intervalMs: number): Job[] {
  if (intervalMs <= 0) return [];
  const everySeconds = Math.max(1, Math.round(intervalMs / 1000));
  return [{ name: 'storage-sweep', everySeconds, atStart: true, run: () => sweeper.sweep() }];
}

/**
 * Removes what a crash leaves in storage: blobs written whose database row was never committed,
 * and `.partial` files of writes that never finished. Both only once older than the grace period,
 * so a write in flight is never disturbed.
 */
export class StorageSweeper {
  private running: Promise<SweepReport> | undefined;

  constructor(private readonly options: StorageSweeperOptions) {}

  /** One sweep; concurrent calls share it. `now` is the wall time objects' ages are taken from. */
  sweep(now = new Date()): Promise<SweepReport> {
    this.running ??= this.sweepOnce(now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async sweepOnce(now: Date): Promise<SweepReport> {
    const report: SweepReport = { examined: 0, orphansDeleted: 0, partialsDeleted: 0 };
    const cutoff = now.getTime() - this.options.graceMs;
    for await (const page of this.options.storage.list('')) {
      report.examined += page.length;
      const old = page.filter((object) => object.modifiedAt.getTime() < cutoff);
      const partials = old.filter((object) => object.partial).map((object) => object.key);
      const orphans = await this.unreferenced(old.filter((object) => !object.partial));
      if (partials.length + orphans.length === 0) continue;
      await this.options.storage.delete([...partials, ...orphans]);
      report.partialsDeleted += partials.length;
      report.orphansDeleted += orphans.length;
    }
    if (report.orphansDeleted + report.partialsDeleted > 0) {
      this.options.log.info(report, 'storage sweep removed leftovers');
    }
    return report;
  }

  private async unreferenced(objects: StoredObject[]): Promise<string[]> {
    if (objects.length === 0) return [];
    const keys = objects.map((object) => object.key);
    const known = await Promise.all(this.options.referenced.map((lookup) => lookup(keys)));
    return keys.filter((key) => !known.some((set) => set.has(key)));
  }

  /** Waits for a sweep in progress, so closing never cuts one off half-way. */
  async close() {
    await this.running?.catch(() => undefined);
  }
}
