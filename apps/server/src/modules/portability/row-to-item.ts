import { CATEGORIES, categoryLabelOf, type ColumnRole, type Condition } from '@circle/contract';
import { categorize } from '../../adapters/ai/local/category-rules.js';
import { inferNumberStyle, parseNumber } from '../../adapters/ai/local/document/numbers.js';
import { unprotectCell } from './csv-cells.js';

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
 * `tagSeparators` is ";" for Homebox labels and any of ; , | for other spreadsheets.
 */
export function rowToItem(
  cells: readonly string[],
  roles: readonly ColumnRole[],
  tagSeparators: RegExp = /[;,|]/,
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

  let estimatedValue: number | null = null;
  const valueText = get('value');
  if (valueText) {
    const digits = valueText
      .replace(/[^\d.,'\s-]/g, '')
      .replace(/'/g, '')
      .trim();
    // The cell's own decimal mark decides: "1.199,00" and "1,199.00" are both 1199.
    const unsigned = digits.replace(/^-/, '').trim();
    estimatedValue = /\d/.test(unsigned)
      ? parseNumber(unsigned, inferNumberStyle(unsigned, 'USD'))
      : null;
    if (estimatedValue === null || digits.startsWith('-')) {
      return { error: `The value "${valueText}" is not an amount.` };
    }
    if (estimatedValue > MAX_VALUE) return { error: `The value ${valueText} is too large.` };
  }

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

  const noteLines = [
    get('notes'),
    get('model') && `Model: ${get('model')}`,
    get('serial') && `Serial: ${get('serial')}`,
  ].filter((line): line is string => Boolean(line));

  return {
    item: {
      itemName: name,
      itemDescription: clip(description, 5000),
      itemCategory,
      brand: clip(get('brand'), 100),
      condition: get('condition') ? conditionOf(get('condition')!) : null,
      estimatedValue,
      quantity,
      location: clip(get('location') ? roomOf(get('location')!) : null, 200),
      tags: [...new Set(tags)].slice(0, 50),
      notes: clip(noteLines.join('\n') || null, 5000),
      perishable: guessed?.perishable ?? itemCategory === 'chemical_perishable',
      importRef: clip(get('import_ref'), 200),
    },
  };
}
