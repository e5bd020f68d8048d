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
  'hb.purchase_price': 'value',
  'hb.purchaseprice': 'value',
  'hb.notes': 'notes',
  'hb.insured': 'insured',
  'hb.import_ref': 'import_ref',
  'hb.importref': 'import_ref',
};

/** Homebox writes every column as HB.<field>; a file with HB.name is one of its exports. */
export function isHomeboxHeader(headers: readonly string[]): boolean {
  return headers.some((header) => header.trim().toLowerCase() === 'hb.name');
}

export function homeboxRoles(headers: readonly string[]): ColumnRole[] {
  return headers.map((header) => HOMEBOX_ROLES[header.trim().toLowerCase()] ?? 'ignore');
}

/** Homebox separates labels with ";" (a label may hold a comma). */
export const HOMEBOX_TAG_SEPARATOR = /;/;
