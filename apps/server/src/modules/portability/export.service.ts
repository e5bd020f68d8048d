import type { InventoryItem } from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import type { ItemWithSource, InventoryRepository } from '../inventory/index.js';
import { csvRow } from './csv-cells.js';
import { EXPORT_COLUMNS } from './export-columns.js';

/**
 * A byte order mark first: Excel opens a CSV file as the legacy code page unless it starts with
 * one, and LibreOffice, Numbers, Google Sheets and CSV parsers (csv-parse `bom`) all skip it.
 */
const UTF8_BOM = '\uFEFF';

export type PresentItems = (userId: string, rows: ItemWithSource[]) => Promise<InventoryItem[]>;

export interface ExportServiceDeps {
  inventory: Pick<InventoryRepository, 'ownedPages'>;
  /** Each item's attachment file names (items without any may be left out). */
  attachmentNames: (itemIds: string[]) => Promise<Map<string, string[]>>;
  present: PresentItems;
  clock: Clock;
  pageSize?: number;
}

/** The owner's inventory as CSV or JSON text, produced page by page as the reader asks. */
export class ExportService {
  constructor(private readonly deps: ExportServiceDeps) {}

  fileName(extension: string): string {
    return `circle-inventory-${this.deps.clock.now().toISOString().slice(0, 10)}.${extension}`;
  }

  /** Every item of the household (the caller asked the access policy). */
  async *csv(householdId: string): AsyncGenerator<string> {
    yield UTF8_BOM + csvRow(EXPORT_COLUMNS.map(([header]) => header));
    for await (const page of this.deps.inventory.ownedPages(
      householdId,
      'newest',
      this.deps.pageSize,
    )) {
      const names = await this.deps.attachmentNames(page.map((item) => item.id));
      yield page
        .map((item) => {
          const exported = { ...item, attachmentNames: names.get(item.id) ?? [] };
          return csvRow(EXPORT_COLUMNS.map(([, read]) => read(exported)));
        })
        .join('');
    }
  }

  /** A JSON array of the items as the API shows them, one item per line. */
  async *json(userId: string, householdId: string): AsyncGenerator<string> {
    yield '[';
    let first = true;
    for await (const page of this.deps.inventory.ownedPages(
      householdId,
      'newest',
      this.deps.pageSize,
    )) {
      const items = await this.deps.present(userId, page);
      const text = items.map((item) => JSON.stringify(item)).join(',\n');
      yield (first ? '\n' : ',\n') + text;
      first = false;
    }
    yield first ? ']\n' : '\n]\n';
  }
}
