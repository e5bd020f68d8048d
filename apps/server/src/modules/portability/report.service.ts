import type { Clock } from '../../adapters/clock.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { ItemWithSource, InventoryRepository } from '../inventory/index.js';
import { insuranceReport } from './insurance-report.js';
import { loadPicture, pictureKeyOf } from './report-pictures.js';

/** The deployment's currency: every value in Circle is in it. */
export const DEPLOYMENT_CURRENCY = 'USD';
/** Pictures resized at once (sharp runs them on libuv's thread pool, off the event loop). */
const PICTURE_CONCURRENCY = 4;
/** Pictures kept for the next items: items found in one photo usually follow each other. */
const PICTURE_CACHE_SIZE = 32;

export interface ReportServiceDeps {
  inventory: Pick<InventoryRepository, 'ownedPages' | 'ownedTotals'>;
  storage: Storage;
  clock: Clock;
  pageSize?: number;
}

export class ReportService {
  constructor(private readonly deps: ReportServiceDeps) {}

  fileName(): string {
    return `circle-insurance-report-${this.deps.clock.now().toISOString().slice(0, 10)}.pdf`;
  }

  /** The report of a household's items (the caller asked the access policy). */
  async report(householdId: string, owner: { name: string | null; email: string }) {
    const totals = await this.deps.inventory.ownedTotals(householdId);
    return insuranceReport({
      owner,
      generatedAt: this.deps.clock.now(),
      currency: DEPLOYMENT_CURRENCY,
      totals,
      itemPages: this.deps.inventory.ownedPages(householdId, 'room', this.deps.pageSize ?? 100),
      picturesOf: this.pictureLoader(),
    });
  }

  /** Loads a page's pictures a few at a time, reusing the last few (a small LRU). */
  private pictureLoader() {
    const cache = new Map<string, Promise<Buffer | null>>();
    const pictureOf = (key: string) => {
      let picture = cache.get(key);
      if (picture) cache.delete(key);
      else picture = loadPicture(this.deps.storage, key);
      cache.set(key, picture);
      if (cache.size > PICTURE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return picture;
    };
    return async (items: ItemWithSource[]) => {
      const pictures: (Buffer | null)[] = new Array<Buffer | null>(items.length).fill(null);
      let next = 0;
      const worker = async () => {
        while (next < items.length) {
          const index = next++;
          const key = pictureKeyOf(items[index]!);
          pictures[index] = key ? await pictureOf(key) : null;
        }
      };
      await Promise.all(Array.from({ length: PICTURE_CONCURRENCY }, worker));
      return pictures;
    };
  }
}
