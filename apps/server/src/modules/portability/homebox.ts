import type { ColumnRole } from '@circle/contract';

/** Homebox's export columns and what they become in Circle; other HB.* columns are left out. */
const HOMEBOX_ROLES: Record<string, ColumnRole> = {
  'hb.name': 'name',
  'hb.description': 'description',
  'hb.quantity': 'quantity',
  'hb.location': 'location',
  'hb.labels': 'tags',
  'hb.manufacturer': 'brand',
  'hb.model_number': 'model',
  'hb.modelnumber': 'model',
  'hb.serial_number': 'serial',
  'hb.serialnumber': 'serial',
  'hb.purchase_price': 'purchase_price',
  'hb.purchaseprice': 'purchase_price',
  'hb.purchase_time': 'purchase_date',
  'hb.purchasetime': 'purchase_date',
  'hb.warranty_expires': 'warranty_until',
  'hb.warrantyexpires': 'warranty_until',
  'hb.notes': 'notes',
  'hb.insured': 'insured',
  'hb.asset_id': 'asset_id',
  'hb.assetid': 'asset_id',
  'hb.import_ref': 'import_ref',
  'hb.importref': 'import_ref',
};

/** Homebox writes every column as HB.<field>; a file with HB.name is one of its exports. */
export function isHomeboxHeader(headers: readonly string[]): boolean {
  return headers.some((header) => header.trim().toLowerCase() === 'hb.name');
}

/** Homebox writes an item's own fields as HB.field.<name> columns. */
const HOMEBOX_CUSTOM_FIELD = /^hb\.field\./i;

export function homeboxRoles(headers: readonly string[]): ColumnRole[] {
  return headers.map((header) => {
    const key = header.trim().toLowerCase();
    return HOMEBOX_ROLES[key] ?? (HOMEBOX_CUSTOM_FIELD.test(key) ? 'custom_field' : 'ignore');
  });
}

/** The name a custom field column stands for: its header without Homebox's prefix. */
export function customFieldName(header: string): string {
  return header.trim().replace(HOMEBOX_CUSTOM_FIELD, '').trim().slice(0, 100);
}

/** Homebox separates labels with ";" (a label may hold a comma). */
export const HOMEBOX_TAG_SEPARATOR = /;/;
