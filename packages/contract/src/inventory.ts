import { z } from 'zod';
import {
  CATEGORIES,
  CONDITIONS,
  INVENTORY_SORT_FIELDS,
  PAGE_SIZES,
  SHARING_STATUS_FILTERS,
  TEXT_EXCERPT_CHARS,
} from './constants.js';
import { attachmentSchema } from './attachments.js';
import { isoDate } from './fields.js';

export const PERISHABILITY_TYPES = ['perishable', 'non-perishable'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const ANALYSIS_STATUSES = ['completed', 'failed'] as const;
export const UPLOAD_CONTENT_TYPES = ['image', 'text'] as const;

export const paginationSchema = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
  has_next: z.boolean(),
  has_previous: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const sharingInfoSchema = z.object({
  is_borrowed: z.boolean(),
  borrowed_from_name: z.string().nullable(),
  borrow_expected_return: z.string().nullable(),
  is_shared: z.boolean(),
  sharing_status: z.string().nullable(),
  sharing_type: z.string().nullable(),
  shared_with_name: z.string().nullable(),
  expected_return_date: z.string().nullable(),
  returned_at: z.string().nullable(),
  can_send_reminder: z.boolean(),
  share_id: z.string().nullable(),
  sharing_history: z.array(
    z.object({
      share_id: z.string(),
      status: z.string(),
      sharing_type: z.string(),
      shared_with_name: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type SharingInfo = z.infer<typeof sharingInfoSchema>;

/** A fact its owner keeps about an item under a name of their own ("Engraving", "Frame size"). */
export const customFieldSchema = z.object({
  name: z.string().trim().min(1).max(100),
  value: z.string().trim().max(1000),
});
export type CustomField = z.infer<typeof customFieldSchema>;
export const CUSTOM_FIELDS_MAX = 50;
/** A warranty ending within this many days shows on the dashboard and in a notification. */
export const WARRANTY_NOTICE_DAYS = 30;

export const endingWarrantySchema = z.object({
  item_id: z.string(),
  item_name: z.string(),
  /** YYYY-MM-DD */
  warranty_until: z.string(),
  /** 0 on the last day. */
  days_left: z.number().int(),
});
export const endingWarrantiesResponseSchema = z.object({
  items: z.array(endingWarrantySchema),
  within_days: z.number().int(),
});
export type EndingWarranties = z.infer<typeof endingWarrantiesResponseSchema>;

/** The record fields an insurer asks for, as every item response carries them. */
const itemRecordFields = {
  serial_number: z.string().nullable(),
  model_number: z.string().nullable(),
  /** YYYY-MM-DD */
  purchase_date: z.string().nullable(),
  /** What was paid for one, beside the estimated value today. */
  purchase_price: z.number().nullable(),
  /** YYYY-MM-DD: the last day the warranty covers. */
  warranty_until: z.string().nullable(),
  custom_fields: z.array(customFieldSchema),
};

export const inventoryItemSchema = z.object({
  id: z.string(),
  /** Who added it; null on an item the viewer borrows (its owner's account stays private). */
  user_id: z.string().nullable(),
  /** The household the item belongs to. */
  household_id: z.string(),
  /** Who added it to the household; null on an item the viewer borrows. */
  added_by: z.object({ id: z.string(), full_name: z.string().nullable() }).nullable(),
  source_file_id: z.string().nullable(),
  file_record_id: z.string().nullable(),
  item_name: z.string(),
  item_description: z.string().nullable(),
  item_category: z.string(),
  brand: z.string().nullable(),
  condition: z.string().nullable(),
  estimated_value: z.number().nullable(),
  /** The amount as the receipt or list wrote it, when that was another currency. */
  original_value: z.number().nullable().optional(),
  /** ISO 4217 code of original_value. */
  original_currency: z.string().nullable().optional(),
  quantity: z.number().int(),
  /** The name of the place it is in (see place_path for the whole branch). */
  location: z.string().nullable(),
  /** The place of the household it is in. */
  place_id: z.string().nullable(),
  /** The names from the top-level place down to its place, e.g. "Home / Garage / Shelf A". */
  place_path: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  confidence_score: z.number(),
  is_verified: z.boolean(),
  is_public: z.boolean(),
  is_shareable: z.boolean(),
  source_image_url: z.string().nullable(),
  source_image_expires_at: z.string().nullable(),
  /** The item's own picture (its crop of the photo, or one its owner added); null for none. */
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  perishability_type: z.enum(PERISHABILITY_TYPES),
  prominence_score: z.number(),
  visual_area_percentage: z.number(),
  ownership_likelihood: z.number(),
  ...itemRecordFields,
  /** The short id printed on its label, unique in the household ("000-142"). */
  asset_id: z.string(),
  /** Its attached files, newest last; only in the one item's detail. */
  attachments: z.array(attachmentSchema).optional(),
  created_at: z.string(),
  updated_at: z.string(),
  sharing_info: sharingInfoSchema.nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const fileRecordSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  filename: z.string(),
  file_type: z.string(),
  content_type: z.enum(UPLOAD_CONTENT_TYPES),
  file_size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  ai_description: z.string().nullable(),
  text_content: z
    .string()
    .nullable()
    .describe(
      `The document's text. Lists carry its first ${TEXT_EXCERPT_CHARS} characters; the one-file call carries all of it.`,
    ),
  text_content_truncated: z
    .boolean()
    .describe('True when text_content is an excerpt; fetch the file for the whole text.'),
  storage_url: z.string(),
  storage_url_expires_at: z.string(),
  thumbnail_url: z.string().nullable(),
  analysis_status: z.enum(ANALYSIS_STATUSES),
  analysis_error: z.string().nullable(),
  item_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

export const fileWithItemsSchema = fileRecordSchema.extend({
  inventory_items: z.array(inventoryItemSchema),
});
export type FileWithItems = z.infer<typeof fileWithItemsSchema>;

export const fileListResponseSchema = z.object({
  files: z.array(fileRecordSchema),
  pagination: paginationSchema,
});
export const filesWithInventoryResponseSchema = z.object({
  files: z.array(fileWithItemsSchema),
  pagination: paginationSchema,
});
export const inventoryListResponseSchema = z.object({
  items: z.array(inventoryItemSchema),
  pagination: paginationSchema,
});
export type InventoryListResponse = z.infer<typeof inventoryListResponseSchema>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
const limitQuery = (fallback: number) => z.coerce.number().int().min(1).max(200).default(fallback);
const offsetQuery = z.coerce.number().int().min(0).max(10_000_000).default(0);

export const fileListQuerySchema = z.object({
  limit: limitQuery(PAGE_SIZES.files),
  offset: offsetQuery,
  content_type: z.enum(UPLOAD_CONTENT_TYPES).optional(),
  /** The household whose files to list; the personal household when omitted. */
  household_id: z.uuid().optional(),
});
export const filesWithInventoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.files),
  household_id: z.uuid().optional(),
});
export const fileDetailQuerySchema = z.object({ refresh_url: booleanQuery.optional() });

export const inventoryListQuerySchema = z
  .object({
    limit: limitQuery(PAGE_SIZES.inventory),
    offset: offsetQuery,
    search: z.string().trim().max(200).optional(),
    category: z.string().trim().max(100).optional(),
    verified_only: booleanQuery.optional(),
    is_verified: booleanQuery.optional(),
    min_value: z.coerce.number().min(0).optional(),
    max_value: z.coerce.number().min(0).optional(),
    sharing_status: z.enum(SHARING_STATUS_FILTERS).optional(),
    is_public: booleanQuery.optional(),
    is_shareable: booleanQuery.optional(),
    source_file_id: z.uuid().optional(),
    /** Only items in this place and the places below it. */
    place_id: z.uuid().optional(),
    /** The household whose items to list; the personal household when omitted. */
    household_id: z.uuid().optional(),
    sort_by: z.enum(INVENTORY_SORT_FIELDS).default('date'),
    sort_order: z.enum(SORT_ORDERS).default('desc'),
  })
  .refine(
    (q) => q.min_value === undefined || q.max_value === undefined || q.min_value <= q.max_value,
    {
      message: 'min_value must not be greater than max_value',
      path: ['min_value'],
    },
  );
export type InventoryListQuery = z.input<typeof inventoryListQuerySchema>;

/** Tags arrive as a list or as comma-separated text (the editor's form). */
export const tagsInputSchema = z
  .union([z.array(z.string().max(50)).max(50), z.string().max(2000)])
  .transform((value) =>
    [
      ...new Set(
        (Array.isArray(value) ? value : value.split(',')).map((tag) => tag.trim()).filter(Boolean),
      ),
    ].slice(0, 50),
  );

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const optionalDate = isoDate.nullable().optional();

/** Custom fields as a list; names repeat at most once (the last one wins). */
export const customFieldsInputSchema = z
  .array(customFieldSchema)
  .max(CUSTOM_FIELDS_MAX)
  .transform((fields) => [
    ...new Map(fields.map((field) => [field.name.toLowerCase(), field])).values(),
  ]);

export const inventoryItemUpdateSchema = z
  .object({
    item_name: z.string().trim().min(1).max(200).optional(),
    item_description: optionalText(5000),
    item_category: z.string().trim().min(1).max(100).optional(),
    brand: optionalText(100),
    estimated_value: z.number().min(0).max(1_000_000_000).nullable().optional(),
    condition: z.enum(CONDITIONS).nullable().optional(),
    /** The place's name or path ("Home / Garage"); the matching place, made when missing. */
    location: optionalText(200),
    /** A place of the item's household; null takes it out of its place. */
    place_id: z.uuid().nullable().optional(),
    tags: tagsInputSchema.optional(),
    notes: optionalText(5000),
    is_verified: z.boolean().optional(),
    is_shareable: z.boolean().optional(),
    quantity: z.number().int().min(1).max(100_000).optional(),
    serial_number: optionalText(100),
    model_number: optionalText(100),
    purchase_date: optionalDate,
    purchase_price: z.number().min(0).max(1_000_000_000).nullable().optional(),
    warranty_until: optionalDate,
    custom_fields: customFieldsInputSchema.optional(),
  })
  .strict();
export type InventoryItemUpdate = z.input<typeof inventoryItemUpdateSchema>;

/** An item its owner adds by hand: the editable fields, a name, and optionally the file it is in. */
export const inventoryItemCreateSchema = inventoryItemUpdateSchema
  .extend({
    item_name: z.string().trim().min(1).max(200),
    source_file_id: z.uuid().optional(),
    /** The household to add it to; the personal household when omitted. */
    household_id: z.uuid().optional(),
  })
  .strict();
export type InventoryItemCreate = z.input<typeof inventoryItemCreateSchema>;
export type InventoryItemCreateParsed = z.output<typeof inventoryItemCreateSchema>;

/** The most items one bulk action changes. */
export const INVENTORY_BULK_MAX = 1000;
const bulkItemIds = z.array(z.uuid()).min(1).max(INVENTORY_BULK_MAX);

/** Tags to add to or remove from many items (each item keeps its other tags). */
const bulkTags = z
  .array(z.string().trim().min(1).max(50))
  .max(50)
  .transform((tags) => [...new Set(tags)]);

/**
 * One change to many items, all or none: `set` takes any fields of the item edit (and
 * is_public to publish or unpublish); `delete: true` deletes them; `add_tags` / `remove_tags`
 * add tags to each item and remove tags from it (ignoring case), keeping its others.
 */
export const inventoryBulkRequestSchema = z.union([
  z
    .object({
      item_ids: bulkItemIds,
      set: inventoryItemUpdateSchema.extend({ is_public: z.boolean().optional() }).strict(),
    })
    .strict(),
  z.object({ item_ids: bulkItemIds, delete: z.literal(true) }).strict(),
  z
    .object({
      item_ids: bulkItemIds,
      add_tags: bulkTags.optional(),
      remove_tags: bulkTags.optional(),
    })
    .strict()
    .refine((body) => (body.add_tags?.length ?? 0) + (body.remove_tags?.length ?? 0) > 0, {
      message: 'Name at least one tag to add or remove.',
      path: ['add_tags'],
    }),
]);
export type InventoryBulkRequest = z.input<typeof inventoryBulkRequestSchema>;
export const inventoryBulkResponseSchema = z.object({
  /** The changed items as they are now; empty after a delete. */
  items: z.array(inventoryItemSchema),
  updated: z.number().int(),
  deleted: z.number().int(),
});
export type InventoryBulkResponse = z.infer<typeof inventoryBulkResponseSchema>;

/** Folds another item into this one: quantities add, empty fields are filled from the other. */
export const inventoryItemMergeSchema = z.object({ other_id: z.uuid() }).strict();
export type InventoryItemMerge = z.input<typeof inventoryItemMergeSchema>;

/** The most items one merge folds together. */
export const INVENTORY_MERGE_MAX = 100;

/**
 * Merges two or more items into the one kept (`keep_id`, one of `item_ids`): quantities add, tags
 * and notes combine, fields empty on the kept item are filled from the others, which are deleted.
 */
export const inventoryMergeRequestSchema = z
  .object({
    item_ids: z.array(z.uuid()).min(2).max(INVENTORY_MERGE_MAX),
    keep_id: z.uuid(),
  })
  .strict()
  .refine((body) => new Set(body.item_ids).size >= 2, {
    message: 'Choose at least two different items to merge.',
    path: ['item_ids'],
  })
  .refine((body) => body.item_ids.includes(body.keep_id), {
    message: 'keep_id must be one of item_ids: the item that stays.',
    path: ['keep_id'],
  });
export type InventoryMergeRequest = z.input<typeof inventoryMergeRequestSchema>;
export const inventoryMergeResponseSchema = z.object({
  /** The kept item as it is after the merge. */
  item: inventoryItemSchema,
  /** The items folded into it, now deleted. */
  deleted_ids: z.array(z.string()),
});
export type InventoryMergeResponse = z.infer<typeof inventoryMergeResponseSchema>;

export const visibilityUpdateSchema = z.object({ is_public: z.boolean() });

export const fileDeleteResponseSchema = z.object({
  file_id: z.string(),
  deleted_items_count: z.number().int(),
  vector_deletion_results: z.object({
    status: z.string(),
    deleted_search_entries: z.number().int(),
  }),
});
export const itemDeleteResponseSchema = z.object({
  item_id: z.string(),
  vector_deletion_results: z.object({
    status: z.string(),
    deleted_search_entries: z.number().int(),
  }),
});

export const refreshFileUrlsRequestSchema = z.object({
  file_ids: z.array(z.uuid()).min(1).max(100),
});
export const refreshFileUrlsResponseSchema = z.object({
  refreshed_urls: z.array(
    z.object({
      file_id: z.string(),
      signed_url: z.string(),
      thumbnail_url: z.string().nullable(),
      expires_at: z.string(),
    }),
  ),
});

export const uploadResponseSchema = fileWithItemsSchema;

/** The error code of an upload whose bytes the user uploaded before. */
export const DUPLICATE_UPLOAD_CODE = 'DUPLICATE_UPLOAD';
/** Body of that 409: the earlier file rides along so the client can say when it was. */
export const duplicateUploadErrorSchema = z.object({
  detail: z.string(),
  code: z.literal(DUPLICATE_UPLOAD_CODE),
  duplicate_of: fileRecordSchema,
});
export const uploadCheckResponseSchema = z.object({ duplicate_of: fileRecordSchema.nullable() });
export type UploadCheckResponse = z.infer<typeof uploadCheckResponseSchema>;
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** What the category list in the filters offers, in the order of the spec's icon set. */
export const KNOWN_CATEGORIES = CATEGORIES;
