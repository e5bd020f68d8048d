import { z } from 'zod';
import {
  BORROW_REQUEST_ACTIONS,
  BORROW_REQUEST_LISTED_STATUSES,
  BORROW_REQUEST_STATUSES,
} from './community-constants.js';
import { CONDITIONS, PAGE_SIZES } from './constants.js';
import { isoDate, message } from './fields.js';
import { paginationSchema } from './inventory.js';
import { SHARING_TYPES } from './sharing-constants.js';

/** The community: discovering other people's public items and asking to borrow them. */
const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const publicItemsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.discovery),
    sort: z
      .enum(['created_at', '-created_at', 'value', '-value', 'name', '-name'])
      .default('-created_at'),
    search: z.string().trim().max(200).optional(),
    category: z.string().trim().max(100).optional(),
    brand: z.string().trim().max(100).optional(),
    condition: z.enum(CONDITIONS).optional(),
    location: z.string().trim().max(200).optional(),
    min_value: z.coerce.number().min(0).optional(),
    max_value: z.coerce.number().min(0).optional(),
    is_verified: booleanQuery.optional(),
    has_image: booleanQuery.optional(),
  })
  .refine(
    (q) => q.min_value === undefined || q.max_value === undefined || q.min_value <= q.max_value,
    {
      message: 'min_value must not be greater than max_value',
      path: ['min_value'],
    },
  );
export type PublicItemsQuery = z.input<typeof publicItemsQuerySchema>;

export const publicItemSchema = z.object({
  id: z.string(),
  item_name: z.string(),
  item_description: z.string().nullable(),
  item_category: z.string(),
  brand: z.string().nullable(),
  estimated_value: z.number().nullable(),
  condition: z.string().nullable(),
  location: z.string().nullable(),
  tags: z.array(z.string()),
  confidence_score: z.number(),
  is_verified: z.boolean(),
  perishability_type: z.string(),
  estimated_expiry_date: z.string().nullable(),
  prominence_score: z.number(),
  owner_name: z.string(),
  owner_location: z.string().nullable(),
  image_url: z.string().nullable(),
  /** The picture at card size (the full picture when no smaller one exists). */
  thumbnail_url: z.string().nullable(),
  image_expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  is_shareable: z.boolean(),
  is_available: z.boolean(),
  /** The viewer's own item (shown, never requestable); owners' ids are never exposed. */
  is_own: z.boolean(),
  sharing_types_available: z.array(z.enum(SHARING_TYPES)),
});
export type PublicItem = z.infer<typeof publicItemSchema>;

export const publicItemsPageSchema = z.object({
  items: z.array(publicItemSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total_items: z.number().int(),
  total_pages: z.number().int(),
  has_next: z.boolean(),
  has_prev: z.boolean(),
  available_categories: z.array(z.string()),
  available_brands: z.array(z.string()),
  available_conditions: z.array(z.string()),
  available_locations: z.array(z.string()),
  value_range: z.object({ min: z.number(), max: z.number() }),
});
export type PublicItemsPage = z.infer<typeof publicItemsPageSchema>;

export const borrowRequestCreateSchema = z.object({
  sharing_type: z.literal('BORROW').default('BORROW'),
  message: message.optional().nullable(),
  expected_return_date: isoDate.optional().nullable(),
});
export const borrowRequestCreateResponseSchema = z.object({
  request_id: z.string(),
  owner_notified: z.boolean(),
  expires_at: z.string(),
});

export const borrowRequestSchema = z.object({
  id: z.string(),
  request_id: z.string(),
  item_id: z.string().nullable(),
  item_name: z.string(),
  item_image_url: z.string().nullable(),
  /** The item's category (its icon stands in when it has no picture); null once it is deleted. */
  item_category: z.string().nullable(),
  requester_name: z.string(),
  owner_name: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  days_until_expiry: z.number().int(),
  status: z.enum(BORROW_REQUEST_LISTED_STATUSES),
  message: z.string().nullable(),
  response_message: z.string().nullable(),
  expected_return_date: z.string().nullable(),
  claimable: z.boolean(),
  share_url: z.string().nullable(),
});
export type BorrowRequest = z.infer<typeof borrowRequestSchema>;

export const borrowRequestsQuerySchema = z.object({
  status: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(BORROW_REQUEST_LISTED_STATUSES))
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const borrowRequestsResponseSchema = z.object({
  requests: z.array(borrowRequestSchema),
  pagination: paginationSchema,
});
export const borrowRequestManageSchema = z.object({
  action: z.enum(BORROW_REQUEST_ACTIONS),
  response_message: message.optional().nullable(),
});
export const borrowRequestManageResponseSchema = z.object({
  request_id: z.string(),
  action: z.enum(BORROW_REQUEST_ACTIONS),
  status: z.enum(BORROW_REQUEST_STATUSES),
  share_created: z.boolean(),
  share_url: z.string().nullable(),
});
export const borrowRequestSummarySchema = z.object({
  pending: z.number().int(),
  total: z.number().int(),
  expiring_soon: z.number().int(),
});
export const simpleSuccessSchema = z.object({ success: z.boolean(), message: z.string() });
