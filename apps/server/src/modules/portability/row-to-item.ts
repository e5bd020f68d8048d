import {
  CUSTOM_FIELDS_MAX,
  type Category,
  type ColumnRole,
  type Condition,
  type CustomField,
} from '@circle/contract';
import { findCalendarDate } from '../../lib/calendar-date.js';
import { categorize } from '../../domain/category-rules.js';
import { categoryOfText } from '../../domain/category-words.js';
import { conditionOf as conditionOfPhrase } from '../../domain/document/conditions.js';
import { readAmount } from './cell-amount.js';
import { unprotectCell } from './csv-cells.js';
import { importedAmount } from './import-currency.js';
import { rowFingerprint } from './row-fingerprint.js';
import { normaliseHeader } from './column-roles.js';
import { customFieldsFromLines } from './custom-field-cells.js';
import { customFieldName } from './homebox.js';

/** An item as a row of an imported file describes it, before it gets an id and an owner. */
export interface ImportedItem {
  itemName: string;
  itemDescription: string | null;
  itemCategory: string;
  brand: string | null;
  condition: Condition | null;
  /** In the deployment's currency. */
  estimatedValue: number | null;
  /** The amount as the row wrote it, when that was another currency. */
  originalValue: number | null;
  originalCurrency: string | null;
  quantity: number;
  location: string | null;
  tags: string[];
  notes: string | null;
  perishable: boolean;
  /** The reference the row names (Homebox's import_ref, a reference column), if any. */
  importRef: string | null;
  /** The asset id the row names ("000-142"): kept when the household has no such id yet. */
  assetId: string | null;
  /** What the row says, digested: how it is known again when it names no reference. */
  fingerprint: string;
  serialNumber: string | null;
  modelNumber: string | null;
  purchaseDate: string | null;
  purchasePrice: number | null;
  warrantyUntil: string | null;
  customFields: CustomField[];
}

export type RowOutcome = { item: ImportedItem } | { error: string } | { blank: true };

const MAX_VALUE = 1_000_000_000;
/** As written, in a currency of small units (a billion rupiah is a house). */
const MAX_WRITTEN_AMOUNT = 1_000_000_000_000_000;
const MAX_QUANTITY = 100_000;
/** The longest asset id kept from a file; a longer one is left for the household's own. */
const ASSET_ID_MAX = 40;

/**
 * A condition column's one-word grades that the documents' condition phrases do not hold, and the
 * few the import reads one grade apart from them ("used" is a good second-hand thing on a sheet).
 */
const CONDITION_WORDS: Record<Condition, string[]> = {
  new: ['nouveau', 'mint'],
  excellent: ['excelente', 'eccellente', 'uitstekend', 'sehr gut'],
  good: ['bon', 'bonne', 'bueno', 'buena', 'bom', 'boa', 'buono', 'buona', 'used', 'gebraucht'],
  fair: ['befriedigend', 'moyen', 'regular', 'razoavel', 'discreto', 'redelijk', 'cukup'],
  poor: ['schlecht', 'mauvais', 'malo', 'mala', 'ruim', 'scarso', 'slecht', 'buruk'],
};
const CONDITION_BY_WORD = new Map<string, Condition>(
  (Object.entries(CONDITION_WORDS) as [Condition, string[]][]).flatMap(([condition, words]) =>
    words.map((word) => [word, condition] as const),
  ),
);

const TRUE_WORDS = new Set([
  'true',
  'yes',
  'y',
  '1',
  'x',
  'ja',
  'oui',
  'si',
  'sí',
  'sim',
  'vero',
  'ya',
]);

const clip = (text: string | null, max: number) =>
  text === null ? null : text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * A nested location as a place path: "Home/Garage", "House > Upstairs > Office" and
 * "Home | Garage" become "Home / Garage"-style branches of places (see place_for_location).
 */
export function placePathOf(location: string): string | null {
  const parts = location
    .split(/\s*[/>\\|]\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length ? parts.join(' / ') : null;
}

/** The condition a cell names: a grade of the column, or any condition phrase of the documents. */
export function conditionOf(text: string): Condition | null {
  const key = text.trim().toLowerCase();
  return CONDITION_BY_WORD.get(key) ?? conditionOfPhrase(text);
}

export interface RowContext {
  /** ";" for Homebox labels (a label may hold a comma), any of ; , | for other spreadsheets. */
  tagSeparators?: RegExp;
  /** The deployment's currency: amounts in another one are converted into it. */
  currency?: string;
  /** The currency the value column's header names ("Price (€)"), if any. */
  valueCurrency?: string | null;
  /** The file's headers: they name the custom fields. */
  headers?: readonly string[];
}

/** The item a row describes under the given column roles, or why it cannot become one. */
export function rowToItem(
  cells: readonly string[],
  roles: readonly ColumnRole[],
  context: RowContext = {},
): RowOutcome {
  const values = new Map<ColumnRole, string>();
  roles.forEach((role, column) => {
    const text = unprotectCell((cells[column] ?? '').trim());
    if (role !== 'ignore' && text && !values.has(role)) values.set(role, text);
  });
  if (cells.every((cell) => !cell.trim())) return { blank: true };
  const get = (role: ColumnRole) => values.get(role) ?? null;

  const description = get('description');
  const name = get('name') ?? description?.split(/\r?\n/)[0]?.trim() ?? null;
  if (!name) return { error: 'The row has no item name.' };
  if (name.length > 200) return { error: 'The item name is longer than 200 characters.' };

  const base = context.currency ?? 'USD';
  const valueText = get('value');
  const written = valueText ? readAmount(valueText, context.valueCurrency ?? base) : null;
  if (valueText && !written) return { error: `The value "${valueText}" is not an amount.` };
  const amount =
    written &&
    importedAmount(written.amount, written.currency, context.valueCurrency ?? null, base);
  if (written && ((amount?.value ?? 0) > MAX_VALUE || written.amount > MAX_WRITTEN_AMOUNT)) {
    return { error: `The value ${valueText} is too large.` };
  }
  const paidText = get('purchase_price');
  const paidWritten = paidText ? readAmount(paidText, base) : null;
  if (paidText && !paidWritten)
    return { error: `The purchase price "${paidText}" is not an amount.` };
  const paid = paidWritten && importedAmount(paidWritten.amount, paidWritten.currency, null, base);
  if (paid && (paid.value ?? 0) > MAX_VALUE)
    return { error: `The purchase price ${paidText} is too large.` };
  const purchaseDate = dateOf(get('purchase_date'), 'purchase date');
  if (typeof purchaseDate === 'object' && purchaseDate) return purchaseDate;
  const warrantyUntil = dateOf(get('warranty_until'), 'warranty date');
  if (typeof warrantyUntil === 'object' && warrantyUntil) return warrantyUntil;

  const assetText = get('asset_id');
  const assetId = assetText && assetText.length <= ASSET_ID_MAX ? assetText : null;

  const quantityText = get('quantity');
  const quantity = quantityText ? Number(quantityText.replace(',', '.')) : 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    return {
      error: `The quantity "${quantityText}" is not a whole number from 1 to ${MAX_QUANTITY}.`,
    };
  }

  const tags = (get('tags') ?? '')
    .split(context.tagSeparators ?? /[;,|]/)
    .map((tag) => clip(tag.trim(), 50)!)
    .filter(Boolean);
  const { itemCategory, perishable, originalCategory } = categoryOfRow(name, get('category'), tags);
  if (originalCategory) tags.push(clip(originalCategory, 50)!);
  if (TRUE_WORDS.has((get('insured') ?? '').toLowerCase())) tags.push('insured');

  return {
    item: {
      itemName: name,
      itemDescription: clip(description, 5000),
      itemCategory,
      brand: clip(get('brand'), 100),
      condition: get('condition') ? conditionOf(get('condition')!) : null,
      // What was paid is the best estimate a row without a value column gives.
      estimatedValue: amount ? amount.value : (paid?.value ?? null),
      originalValue: amount ? amount.originalValue : (paid?.originalValue ?? null),
      originalCurrency: amount ? amount.originalCurrency : (paid?.originalCurrency ?? null),
      quantity,
      location: clip(get('location') ? placePathOf(get('location')!) : null, 200),
      tags: [...new Set(tags)].slice(0, 50),
      notes: clip(get('notes'), 5000),
      perishable,
      // A file with asset ids and no reference column knows its rows by their asset ids.
      importRef: clip(get('import_ref') ?? (roles.includes('import_ref') ? null : assetId), 200),
      assetId,
      fingerprint: rowFingerprint({
        texts: values,
        amount: written && {
          value: written.amount,
          currency: written.currency ?? context.valueCurrency ?? null,
        },
        quantity,
      }),
      serialNumber: clip(get('serial'), 100),
      modelNumber: clip(get('model'), 100),
      purchaseDate,
      purchasePrice: paid?.value ?? null,
      warrantyUntil,
      customFields: customFieldsOf(cells, roles, context.headers ?? []),
    },
  };
}

/**
 * The fixed category of a row: what its category column names, else the first label that names
 * one, else the item name's kind. A category text that is not a category's own name is kept as a
 * tag, so nothing the owner wrote is lost.
 */
function categoryOfRow(
  name: string,
  categoryText: string | null,
  tags: readonly string[],
): { itemCategory: Category; perishable: boolean; originalCategory: string | null } {
  const named = categoryText ? categoryOfText(categoryText) : null;
  const labelled = named ?? tags.map(categoryOfText).find((found) => found !== null) ?? null;
  const guessed = categorize(name);
  const itemCategory = labelled?.category ?? guessed?.category ?? 'household items';
  return {
    itemCategory,
    perishable: guessed?.perishable ?? itemCategory === 'chemical_perishable',
    originalCategory: categoryText && !named?.exact ? categoryText : null,
  };
}

/** A date cell as YYYY-MM-DD; an unreadable one is the row's error. */
function dateOf(text: string | null, what: string): string | null | { error: string } {
  if (!text) return null;
  return findCalendarDate(text) ?? { error: `The ${what} "${text}" is not a date.` };
}

/** The row's non-empty custom field cells, named by their headers. */
function customFieldsOf(
  cells: readonly string[],
  roles: readonly ColumnRole[],
  headers: readonly string[],
): CustomField[] {
  const fields: CustomField[] = [];
  roles.forEach((role, column) => {
    const value = unprotectCell((cells[column] ?? '').trim());
    if (role !== 'custom_field' || !value) return;
    const header = headers[column] ?? '';
    if (normaliseHeader(header) === 'custom fields') fields.push(...customFieldsFromLines(value));
    else if (customFieldName(header)) {
      fields.push({ name: customFieldName(header), value: clip(value, 1000)! });
    }
  });
  return fields.slice(0, CUSTOM_FIELDS_MAX);
}
