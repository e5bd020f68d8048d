import { CUSTOM_FIELDS_MAX, type CustomField, type InventoryItem } from '@circle/contract';
import { z } from 'zod';

/** Form values of the record fields (serial, model, purchase, warranty, own fields) as typed. */
export interface RecordFormValues {
  serial_number: string;
  model_number: string;
  purchase_date: string;
  purchase_price: string;
  warranty_until: string;
  /** One "name: value" line each. */
  custom_fields: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateField = z.string().refine((text) => !text || DATE.test(text), 'Choose a date');
const priceField = z.string().superRefine((text, ctx) => {
  const cleaned = text.replace(/[\p{Sc},\s]/gu, '');
  if (!cleaned) return;
  if (!/^\d+(\.\d+)?$/.test(cleaned) || Number(cleaned) > 1_000_000_000) {
    ctx.addIssue({ code: 'custom', message: 'Enter the price as a number, like 120 or 49.99' });
  }
});

export const CUSTOM_FIELDS_MESSAGE = `Write one "name: value" per line, at most ${CUSTOM_FIELDS_MAX}`;

/** "Frame size: 56 cm" lines as fields; null when a line has no name or there are too many. */
export function parseCustomFields(text: string): CustomField[] | null {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > CUSTOM_FIELDS_MAX) return null;
  const fields: CustomField[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1 || colon > 100) return null;
    fields.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return fields;
}

export const recordFormFields = {
  serial_number: z.string().max(100, 'At most 100 characters'),
  model_number: z.string().max(100, 'At most 100 characters'),
  purchase_date: dateField,
  purchase_price: priceField,
  warranty_until: dateField,
  custom_fields: z
    .string()
    .refine((text) => parseCustomFields(text) !== null, CUSTOM_FIELDS_MESSAGE),
};

export const EMPTY_RECORD_VALUES: RecordFormValues = {
  serial_number: '',
  model_number: '',
  purchase_date: '',
  purchase_price: '',
  warranty_until: '',
  custom_fields: '',
};

export function recordToFormValues(item: InventoryItem): RecordFormValues {
  return {
    serial_number: item.serial_number ?? '',
    model_number: item.model_number ?? '',
    purchase_date: item.purchase_date ?? '',
    purchase_price: item.purchase_price == null ? '' : String(item.purchase_price),
    warranty_until: item.warranty_until ?? '',
    // An item cached by an older version of the app has no custom fields yet.
    custom_fields: (item.custom_fields ?? [])
      .map((field) => `${field.name}: ${field.value}`)
      .join('\n'),
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export function recordFormValuesToUpdate(values: RecordFormValues) {
  const price = values.purchase_price.replace(/[\p{Sc},\s]/gu, '');
  return {
    serial_number: orNull(values.serial_number),
    model_number: orNull(values.model_number),
    purchase_date: orNull(values.purchase_date),
    purchase_price: price ? Number(price) : null,
    warranty_until: orNull(values.warranty_until),
    custom_fields: parseCustomFields(values.custom_fields) ?? [],
  };
}
