import {
  CATEGORIES,
  CUSTOM_FIELDS_MAX,
  categoryLabelOf,
  type ColumnRole,
  type Condition,
  type CustomField,
} from '@circle/contract';
import { findCalendarDate } from '../../lib/calendar-date.js';
import { categorize } from '../../adapters/ai/local/category-rules.js';
import { inferNumberStyle, parseNumber } from '../../adapters/ai/local/document/numbers.js';
import { unprotectCell } from './csv-cells.js';
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
  estimatedValue: number | null;
  quantity: number;
  location: string | null;
  tags: string[];
  notes: string | null;
  perishable: boolean;
  importRef: string | null;
  serialNumber: string | null;
  modelNumber: string | null;
  purchaseDate: string | null;
  purchasePrice: number | null;
  warrantyUntil: string | null;
  customFields: CustomField[];
}

export type RowOutcome = { item: ImportedItem } | { error: string } | { blank: true };

const MAX_VALUE = 1_000_000_000;
const MAX_QUANTITY = 100_000;

/** Condition words of the languages the column detection reads, and a few common phrases. */
const CONDITION_WORDS: Record<Condition, string[]> = {
  new: [
    'new',
    'neu',
    'neuf',
    'nouveau',
    'nuevo',
    'nueva',
    'novo',
    'nova',
    'nuovo',
    'nieuw',
    'baru',
    'mint',
    'sealed',
  ],
  excellent: [
    'excellent',
    'excelente',
    'eccellente',
    'uitstekend',
    'sehr gut',
    'like new',
    'wie neu',
    'comme neuf',
    'como nuevo',
  ],
  good: [
    'good',
    'gut',
    'bon',
    'bonne',
    'bueno',
    'buena',
    'bom',
    'boa',
    'buono',
    'buona',
    'goed',
    'baik',
    'used',
    'gebraucht',
  ],
  fair: [
    'fair',
    'ok',
    'okay',
    'befriedigend',
    'moyen',
    'regular',
    'razoavel',
    'discreto',
    'redelijk',
    'cukup',
    'worn',
  ],
  poor: [
    'poor',
    'schlecht',
    'mauvais',
    'malo',
    'mala',
    'ruim',
    'scarso',
    'slecht',
    'buruk',
    'damaged',
    'defekt',
    'broken',
  ],
};
const CONDITION_BY_WORD = new Map<string, Condition>(
  (Object.entries(CONDITION_WORDS) as [Condition, string[]][]).flatMap(([condition, words]) =>
    words.map((word) => [word, condition] as const),
  ),
);

const CATEGORY_BY_TEXT = new Map<string, string>(
  CATEGORIES.flatMap((category) => [
    [category, category],
    [categoryLabelOf(category).toLowerCase(), category],
  ]),
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

/** "Home / Garage" → "Garage": the room is the innermost place of a nested location. */
export function roomOf(location: string): string | null {
  const parts = location
    .split(/\s*[/>\\|]\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.at(-1) ?? null;
}

export function conditionOf(text: string): Condition | null {
  const key = text.trim().toLowerCase();
  return CONDITION_BY_WORD.get(key) ?? null;
}

/**
 * The item a row describes under the given column roles, or why it cannot become one.
 * `tagSeparators` is ";" for Homebox labels and any of ; , | for other spreadsheets; `headers`
 * name the custom fields.
 */
export function rowToItem(
  cells: readonly string[],
  roles: readonly ColumnRole[],
  tagSeparators: RegExp = /[;,|]/,
  headers: readonly string[] = [],
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

  const estimated = amountOf(get('value'), 'value');
  if ('error' in estimated) return estimated;
  const paid = amountOf(get('purchase_price'), 'purchase price');
  if ('error' in paid) return paid;
  const purchaseDate = dateOf(get('purchase_date'), 'purchase date');
  if (typeof purchaseDate === 'object' && purchaseDate) return purchaseDate;
  const warrantyUntil = dateOf(get('warranty_until'), 'warranty date');
  if (typeof warrantyUntil === 'object' && warrantyUntil) return warrantyUntil;

  let quantity = 1;
  const quantityText = get('quantity');
  if (quantityText) {
    const number = Number(quantityText.replace(',', '.'));
    if (!Number.isInteger(number) || number < 1 || number > MAX_QUANTITY) {
      return {
        error: `The quantity "${quantityText}" is not a whole number from 1 to ${MAX_QUANTITY}.`,
      };
    }
    quantity = number;
  }

  const categoryText = get('category')?.toLowerCase() ?? null;
  const guessed = categorize(name);
  const itemCategory =
    (categoryText && (CATEGORY_BY_TEXT.get(categoryText) ?? clip(categoryText, 100))) ??
    guessed?.category ??
    'household items';

  const tags = (get('tags') ?? '')
    .split(tagSeparators)
    .map((tag) => clip(tag.trim(), 50)!)
    .filter(Boolean);
  if (TRUE_WORDS.has((get('insured') ?? '').toLowerCase())) tags.push('insured');

  return {
    item: {
      itemName: name,
      itemDescription: clip(description, 5000),
      itemCategory,
      brand: clip(get('brand'), 100),
      condition: get('condition') ? conditionOf(get('condition')!) : null,
      // What was paid is the best estimate a row without a value column gives.
      estimatedValue: estimated.amount ?? paid.amount,
      quantity,
      location: clip(get('location') ? roomOf(get('location')!) : null, 200),
      tags: [...new Set(tags)].slice(0, 50),
      notes: clip(get('notes'), 5000),
      perishable: guessed?.perishable ?? itemCategory === 'chemical_perishable',
      importRef: clip(get('import_ref'), 200),
      serialNumber: clip(get('serial'), 100),
      modelNumber: clip(get('model'), 100),
      purchaseDate,
      purchasePrice: paid.amount,
      warrantyUntil,
      customFields: customFieldsOf(cells, roles, headers),
    },
  };
}

/** An amount cell read with its own decimal mark ("1.199,00" and "1,199.00" are both 1199). */
function amountOf(
  text: string | null,
  what: string,
): { amount: number | null } | { error: string } {
  if (!text) return { amount: null };
  const digits = text
    .replace(/[^\d.,'\s-]/g, '')
    .replace(/'/g, '')
    .trim();
  const unsigned = digits.replace(/^-/, '').trim();
  const amount = /\d/.test(unsigned)
    ? parseNumber(unsigned, inferNumberStyle(unsigned, 'USD'))
    : null;
  if (amount === null || digits.startsWith('-')) {
    return { error: `The ${what} "${text}" is not an amount.` };
  }
  if (amount > MAX_VALUE) return { error: `The ${what} ${text} is too large.` };
  return { amount };
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
