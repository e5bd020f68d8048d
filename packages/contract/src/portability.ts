import { z } from 'zod';

/** What an exported inventory file is written as. */
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const inventoryExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).default('csv'),
  /** The household to export; the personal household when omitted. */
  household_id: z.uuid().optional(),
});

/** The household a read covers; the personal household when omitted. */
export const householdScopeQuerySchema = z.object({ household_id: z.uuid().optional() });

/** How an imported file is read: Homebox's export, any spreadsheet, or decided from its header. */
export const IMPORT_FORMATS = ['auto', 'homebox', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What a column of an imported spreadsheet holds; `ignore` leaves it out. */
export const COLUMN_ROLES = [
  'name',
  'description',
  'category',
  'brand',
  'model',
  'serial',
  'condition',
  'value',
  'quantity',
  'location',
  'tags',
  'notes',
  'insured',
  'import_ref',
  'asset_id',
  'purchase_price',
  'purchase_date',
  'warranty_until',
  'custom_field',
  'ignore',
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

export const COLUMN_ROLE_LABELS: Record<ColumnRole, string> = {
  name: 'Name',
  description: 'Description',
  category: 'Category',
  brand: 'Brand',
  model: 'Model',
  serial: 'Serial number',
  condition: 'Condition',
  value: 'Value',
  quantity: 'Quantity',
  location: 'Room',
  tags: 'Tags',
  notes: 'Notes',
  insured: 'Insured',
  import_ref: 'Reference (skips repeats)',
  asset_id: 'Asset ID (kept when free)',
  purchase_price: 'Purchase price',
  purchase_date: 'Purchase date',
  warranty_until: 'Warranty until',
  custom_field: 'Own field (named by its header)',
  ignore: 'Leave out',
};

/** Column header → role, as the owner confirmed or changed it. */
export const columnMappingSchema = z.record(z.string().max(200), z.enum(COLUMN_ROLES));
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

export const importColumnSchema = z.object({
  header: z.string(),
  role: z.enum(COLUMN_ROLES),
  samples: z.array(z.string()),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  item_name: z.string(),
  item_category: z.string(),
  brand: z.string().nullable(),
  estimated_value: z.number().nullable(),
  /** The amount as the file wrote it, when that was another currency than the deployment's. */
  original_value: z.number().nullable().optional(),
  original_currency: z.string().nullable().optional(),
  quantity: z.number().int(),
  location: z.string().nullable(),
  tags: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importErrorSchema = z.object({ row: z.number().int(), detail: z.string() });

export const importResultSchema = z.object({
  /** Items written (on a dry run: items that would be written). */
  created: z.number().int(),
  /** Rows already imported before (same reference) or empty. */
  skipped: z.number().int(),
  /** Rows that cannot become items, by their line number in the file (the header is line 1). */
  errors: z.array(importErrorSchema),
  format: z.enum(['homebox', 'csv']),
  dry_run: z.boolean(),
  columns: z.array(importColumnSchema),
  preview: z.array(importPreviewRowSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
