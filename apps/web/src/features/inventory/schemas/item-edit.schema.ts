import {
  CONDITIONS,
  type InventoryItem,
  type InventoryItemCreate,
  type InventoryItemUpdate,
} from '@circle/contract';
import { z } from 'zod';
import { currencySymbol } from '@/lib/format-money';
import {
  EMPTY_RECORD_VALUES,
  recordFormFields,
  recordFormValuesToUpdate,
  recordToFormValues,
} from './item-record.schema';

/** The limits the server enforces, shown to the user before they hit them. */
export const ITEM_LIMITS = {
  name: 200,
  description: 5000,
  brand: 100,
  location: 200,
  notes: 5000,
  value: 1_000_000_000,
  quantity: 100_000,
} as const;

export const VALUE_MESSAGES = {
  notNumber: 'Enter the value as a number, like 120 or 49.99',
  negative: 'The value cannot be negative',
  /** In the deployment's currency, read when the message is shown. */
  get tooLarge(): string {
    return `The value can be at most ${currencySymbol()}1,000,000,000`;
  },
} as const;
export const QUANTITY_MESSAGE = 'Enter a whole number from 1 to 100,000';

/** The value as typed, without a currency sign, spaces and thousands separators; null when not a number. */
export function parseEstimatedValue(text: string): number | null {
  const cleaned = text.replace(/[\p{Sc},\s]/gu, '');
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(cleaned)) return null;
  return Number.parseFloat(cleaned);
}

export const valueField = z.string().superRefine((text, ctx) => {
  if (!text.trim()) return;
  const value = parseEstimatedValue(text);
  if (value === null) ctx.addIssue({ code: 'custom', message: VALUE_MESSAGES.notNumber });
  else if (value < 0) ctx.addIssue({ code: 'custom', message: VALUE_MESSAGES.negative });
  else if (value > ITEM_LIMITS.value)
    ctx.addIssue({ code: 'custom', message: VALUE_MESSAGES.tooLarge });
});

const quantityField = z.string().refine((text) => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return false;
  const n = Number(trimmed);
  return n >= 1 && n <= ITEM_LIMITS.quantity;
}, QUANTITY_MESSAGE);

const limited = (max: number, what: string) =>
  z.string().max(max, `${what} can be at most ${max.toLocaleString('en-US')} characters`);

/** The item form's fields (editing and adding), all as typed text. */
export const itemEditFormSchema = z.object({
  item_name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(ITEM_LIMITS.name, `Name can be at most ${ITEM_LIMITS.name} characters`),
  item_description: limited(ITEM_LIMITS.description, 'Description'),
  item_category: z.string().trim().min(1, 'Choose a category').max(100),
  brand: limited(ITEM_LIMITS.brand, 'Brand'),
  estimated_value: valueField,
  quantity: quantityField,
  condition: z.union([z.enum(CONDITIONS), z.literal('')]),
  location: limited(ITEM_LIMITS.location, 'Place'),
  tags: z.string().max(2000, 'Too many tags'),
  notes: limited(ITEM_LIMITS.notes, 'Notes'),
  ...recordFormFields,
});
export type ItemEditFormValues = z.infer<typeof itemEditFormSchema>;

export function tagsToText(tags: readonly string[]): string {
  return tags.join(', ');
}

export function itemToFormValues(item: InventoryItem): ItemEditFormValues {
  const condition = (CONDITIONS as readonly string[]).includes(item.condition ?? '')
    ? (item.condition as ItemEditFormValues['condition'])
    : '';
  return {
    item_name: item.item_name,
    item_description: item.item_description ?? '',
    item_category: item.item_category,
    brand: item.brand ?? '',
    estimated_value: item.estimated_value == null ? '' : String(item.estimated_value),
    quantity: String(item.quantity),
    condition,
    // The whole path, so the field names the one place it is in ("Home / Garage / Shelf A").
    location: item.place_path ?? item.location ?? '',
    tags: tagsToText(item.tags),
    notes: item.notes ?? '',
    ...recordToFormValues(item),
  };
}

/** An empty form for an item added by hand. */
export function emptyItemFormValues(category = 'household items'): ItemEditFormValues {
  return {
    item_name: '',
    item_description: '',
    item_category: category,
    brand: '',
    estimated_value: '',
    quantity: '1',
    condition: '',
    location: '',
    tags: '',
    notes: '',
    ...EMPTY_RECORD_VALUES,
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The PATCH body: every editable field (tags as comma-separated text). */
export function formValuesToUpdate(values: ItemEditFormValues): InventoryItemUpdate {
  return {
    item_name: values.item_name.trim(),
    item_description: orNull(values.item_description),
    item_category: values.item_category.trim(),
    brand: orNull(values.brand),
    estimated_value: values.estimated_value.trim()
      ? parseEstimatedValue(values.estimated_value)
      : null,
    quantity: Number(values.quantity.trim()),
    condition: values.condition === '' ? null : values.condition,
    location: orNull(values.location),
    tags: values.tags,
    notes: orNull(values.notes),
    ...recordFormValuesToUpdate(values),
  };
}

/** The POST body of an item added by hand, optionally in a file. */
export function formValuesToCreate(
  values: ItemEditFormValues,
  sourceFileId?: string | null,
): InventoryItemCreate {
  const { item_name: name, ...rest } = formValuesToUpdate(values);
  return {
    ...rest,
    item_name: name ?? values.item_name.trim(),
    ...(sourceFileId ? { source_file_id: sourceFileId } : {}),
  };
}
