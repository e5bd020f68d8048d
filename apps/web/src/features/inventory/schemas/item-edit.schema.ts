import { CONDITIONS, type InventoryItem, type InventoryItemUpdate } from '@circle/contract';
import { z } from 'zod';

/** The item editor's fields, all as typed text (tags comma-separated, value as text). */
export const itemEditFormSchema = z.object({
  item_name: z.string().trim().min(1, 'Name is required').max(200, 'Name is too long'),
  item_description: z.string().max(5000, 'Description is too long'),
  item_category: z.string().trim().min(1, 'Category is required').max(100, 'Category is too long'),
  brand: z.string().max(100, 'Brand is too long'),
  estimated_value: z.string().max(20),
  condition: z.union([z.enum(CONDITIONS), z.literal('')]),
  location: z.string().max(200, 'Location is too long'),
  tags: z.string().max(2000, 'Too many tags'),
  notes: z.string().max(5000, 'Notes are too long'),
});
export type ItemEditFormValues = z.infer<typeof itemEditFormSchema>;

/** Spec §5: the estimated value is parsed as a number; anything non-numeric becomes 0. */
export function parseEstimatedValue(text: string): number {
  const value = Number.parseFloat(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

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
    condition,
    location: item.location ?? '',
    tags: tagsToText(item.tags),
    notes: item.notes ?? '',
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
    condition: values.condition === '' ? null : values.condition,
    location: orNull(values.location),
    tags: values.tags,
    notes: orNull(values.notes),
  };
}
