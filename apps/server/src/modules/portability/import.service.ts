import { randomUUID } from 'node:crypto';
import type {
  ColumnMapping,
  ColumnRole,
  ImportFormat,
  ImportPreviewRow,
  ImportResult,
} from '@circle/contract';
import type { Clock } from '../../adapters/clock.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { InventoryRepository, NewInventoryItem } from '../inventory/index.js';
import { detectColumnRoles } from './column-roles.js';
import { HOMEBOX_TAG_SEPARATOR, homeboxRoles, isHomeboxHeader } from './homebox.js';
import { readTable, TableError, type Table } from './read-table.js';
import { headerCurrency } from './import-currency.js';
import { fingerprintRef } from './row-fingerprint.js';
import { rowToItem, type ImportedItem, type RowContext } from './row-to-item.js';

export const MAX_IMPORT_ROWS = 50_000;
const PREVIEW_ROWS = 10;
const SAMPLE_ROWS = 20;

export interface ImportRequest {
  file: Buffer;
  format: ImportFormat;
  dryRun: boolean;
  /** The owner's choice of roles by column header, over the detected ones. */
  mapping?: ColumnMapping | undefined;
  /** The household the items go to (the access policy allowed it); the personal one when unset. */
  householdId?: string | undefined;
}

export interface ImportServiceDeps {
  inventory: Pick<InventoryRepository, 'existingImportRefs' | 'insertImported'>;
  clock: Clock;
  events: Pick<DomainEventBus, 'emit'>;
  /** The deployment's currency: amounts written in another one are converted into it. */
  currency: string;
}

/** Reads a Homebox export or any spreadsheet into the owner's inventory, all rows or none. */
export class ImportService {
  constructor(private readonly deps: ImportServiceDeps) {}

  async run(userId: string, request: ImportRequest): Promise<ImportResult> {
    let table: Table;
    try {
      table = readTable(request.file, MAX_IMPORT_ROWS);
    } catch (error) {
      if (error instanceof TableError) throw new AppError(422, error.message, 'import_unreadable');
      throw error;
    }
    const homebox =
      request.format === 'homebox' || (request.format === 'auto' && isHomeboxHeader(table.headers));
    if (request.format === 'homebox' && !isHomeboxHeader(table.headers)) {
      throw new AppError(
        422,
        'This is not a Homebox export: it has no HB.name column.',
        'import_not_homebox',
      );
    }
    const roles = this.roles(table, homebox, request.mapping);
    if (!roles.includes('name') && !roles.includes('description')) {
      throw new AppError(
        422,
        'No column holds the item names. Choose which column is the name.',
        'import_no_name_column',
      );
    }

    const errors: ImportResult['errors'] = [];
    const accepted: { row: number; item: ImportedItem }[] = [];
    const valueColumn = roles.indexOf('value');
    const context: RowContext = {
      tagSeparators: homebox ? HOMEBOX_TAG_SEPARATOR : undefined,
      currency: this.deps.currency,
      valueCurrency: valueColumn >= 0 ? headerCurrency(table.headers[valueColumn]!) : null,
      headers: table.headers,
    };
    table.rows.forEach((cells, index) => {
      const row = index + 2;
      const outcome = rowToItem(cells, roles, context);
      if ('error' in outcome) errors.push({ row, detail: outcome.error });
      else if ('item' in outcome) accepted.push({ row, item: outcome.item });
    });

    const now = this.deps.clock.now().getTime();
    const refs = importRefsOf(accepted.map(({ item }) => item));
    const items: NewInventoryItem[] = accepted.map(({ item }, index) => ({
      ...toRow(userId, item, refs[index]!),
      householdId: request.householdId,
      // Newest first lists show the file's first row first.
      createdAt: new Date(now - index),
      updatedAt: new Date(now),
    }));
    // Rows imported before are left out here already, so a repeated import does not pay for
    // their search indexing; the unique index still decides when two imports race.
    const fresh = await this.withoutKnownRefs(userId, items);
    const created = request.dryRun ? fresh.length : await this.deps.inventory.insertImported(fresh);
    if (!request.dryRun && created > 0) {
      await this.deps.events.emit('itemsChanged', {
        ownerId: userId,
        itemIds: [],
        householdId: request.householdId,
        added: created,
      });
    }
    return {
      created,
      skipped: accepted.length - created,
      errors,
      format: homebox ? 'homebox' : 'csv',
      dry_run: request.dryRun,
      columns: table.headers.map((header, column) => ({
        header,
        role: roles[column] ?? 'ignore',
        samples: table.rows
          .slice(0, SAMPLE_ROWS)
          .map((cells) => (cells[column] ?? '').trim())
          .filter(Boolean)
          .slice(0, 3),
      })),
      preview: accepted.slice(0, PREVIEW_ROWS).map(({ row, item }) => previewOf(row, item)),
    };
  }

  private roles(table: Table, homebox: boolean, mapping: ColumnMapping | undefined): ColumnRole[] {
    const detected = homebox
      ? homeboxRoles(table.headers)
      : detectColumnRoles(table.headers, table.rows.slice(0, SAMPLE_ROWS));
    if (!mapping) return detected;
    const unknown = Object.keys(mapping).filter((header) => !table.headers.includes(header));
    if (unknown.length > 0) {
      throw new AppError(
        422,
        `The mapping names columns the file does not have: ${unknown.join(', ')}.`,
        'import_mapping_unknown_column',
      );
    }
    const roles = table.headers.map((header, column) => mapping[header] ?? detected[column]!);
    const repeated = roles.filter((role, i) => role !== 'ignore' && roles.indexOf(role) !== i);
    if (repeated.length > 0) {
      throw new AppError(
        422,
        `Each role can be given to one column only: ${[...new Set(repeated)].join(', ')}.`,
        'import_mapping_repeated_role',
      );
    }
    return roles;
  }

  /** The items whose reference the owner does not have yet (and not twice from one file). */
  private async withoutKnownRefs(
    userId: string,
    items: NewInventoryItem[],
  ): Promise<NewInventoryItem[]> {
    const refs = items.flatMap((item) => (item.importRef ? [item.importRef] : []));
    const known = await this.deps.inventory.existingImportRefs(userId, refs);
    return items.filter((item) => {
      if (!item.importRef) return true;
      if (known.has(item.importRef)) return false;
      known.add(item.importRef);
      return true;
    });
  }
}

/**
 * The reference each row is stored under: the one it names, else its fingerprint with the
 * count of identical rows before it in the file (the second identical chair is ":2").
 */
function importRefsOf(items: readonly ImportedItem[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    if (item.importRef) return item.importRef;
    const occurrence = (seen.get(item.fingerprint) ?? 0) + 1;
    seen.set(item.fingerprint, occurrence);
    return fingerprintRef(item.fingerprint, occurrence);
  });
}

function toRow(userId: string, item: ImportedItem, importRef: string): NewInventoryItem {
  return {
    id: randomUUID(),
    userId,
    sourceFileId: null,
    itemName: item.itemName,
    itemDescription: item.itemDescription,
    itemCategory: item.itemCategory,
    brand: item.brand,
    condition: item.condition,
    estimatedValue: item.estimatedValue,
    originalValue: item.originalValue,
    originalCurrency: item.originalCurrency,
    quantity: item.quantity,
    location: item.location,
    tags: item.tags,
    notes: item.notes,
    serialNumber: item.serialNumber,
    modelNumber: item.modelNumber,
    purchaseDate: item.purchaseDate,
    purchasePrice: item.purchasePrice,
    warrantyUntil: item.warrantyUntil,
    customFields: item.customFields,
    // The owner wrote these rows: they are verified, with full confidence.
    confidenceScore: 1,
    isVerified: true,
    isPublic: false,
    perishabilityType: item.perishable ? 'perishable' : 'non-perishable',
    ownershipLikelihood: 1,
    importRef,
    // None: the household counts out a new one (see keepImportedAssetIds).
    ...(item.assetId ? { assetId: item.assetId } : {}),
  };
}

function previewOf(row: number, item: ImportedItem): ImportPreviewRow {
  return {
    row,
    item_name: item.itemName,
    item_category: item.itemCategory,
    brand: item.brand,
    estimated_value: item.estimatedValue,
    original_value: item.originalValue,
    original_currency: item.originalCurrency,
    quantity: item.quantity,
    location: item.location,
    tags: item.tags,
  };
}
