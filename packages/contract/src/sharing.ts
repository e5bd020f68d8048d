import { z } from 'zod';
import { PAGE_SIZES } from './constants.js';
import { isoDate, message } from './fields.js';
import { paginationSchema } from './inventory.js';
import { SHARING_TYPES, SHARE_STATUSES, SHARE_ACTIONS } from './sharing-constants.js';

export const shareCreateRequestSchema = z.object({
  sharing_type: z.enum(SHARING_TYPES),
  notes: message.optional().nullable(),
  expected_return_date: isoDate.optional().nullable(),
  notify_email: z
    .union([z.email(), z.literal('')])
    .optional()
    .nullable(),
  expires_in_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .optional(),
});
export type ShareCreateRequest = z.input<typeof shareCreateRequestSchema>;

const personSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

export const shareSchema = z.object({
  share_id: z.string(),
  item_id: z.string().nullable(),
  item_name: z.string(),
  item_image_url: z.string().nullable(),
  /** The item's category (its icon stands in when it has no picture); null once it is deleted. */
  item_category: z.string().nullable(),
  sharing_type: z.enum(SHARING_TYPES),
  status: z.enum(SHARE_STATUSES),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  shared_with: personSchema.nullable(),
  shared_by: personSchema,
  /** The household the item is lent from, when it is more than one person's. */
  household_name: z.string().nullable().optional(),
  expected_return_date: z.string().nullable(),
  claimed_at: z.string().nullable(),
  returned_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  share_token: z.string(),
  share_url: z.string(),
  expires_at: z.string(),
  can_send_reminder: z.boolean(),
  last_reminder_at: z.string().nullable(),
  /** What the person who claimed the link wrote to the owner. */
  claim_message: z.string().nullable(),
});
export type Share = z.infer<typeof shareSchema>;

export const sharesResponseSchema = z.object({
  shared_by_me: z.array(shareSchema),
  shared_with_me: z.array(shareSchema),
});

export const shareManageRequestSchema = z.object({
  action: z.enum(SHARE_ACTIONS),
  response_message: message.optional().nullable(),
});
export const shareManageResponseSchema = z.object({
  share_id: z.string(),
  action: z.enum(SHARE_ACTIONS),
  new_status: z.enum(SHARE_STATUSES),
  message: z.string(),
});
export const reminderResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  next_reminder_at: z.string(),
});

export const publicShareViewSchema = z.object({
  item: z.object({
    name: z.string(),
    description: z.string().nullable(),
    category: z.string(),
    condition: z.string().nullable(),
    estimated_value: z.number().nullable(),
    image_url: z.string().nullable(),
  }),
  owner: z.object({
    name: z.string(),
    approximate_location: z.string().nullable(),
    /** The household the item is lent from, when it is more than one person's. */
    household_name: z.string().nullable().optional(),
  }),
  sharing_type: z.enum(SHARING_TYPES),
  status: z.enum(SHARE_STATUSES),
  notes: z.string().nullable(),
  expected_return_date: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
  is_claimed: z.boolean(),
  can_claim: z.boolean(),
  is_owner: z.boolean(),
});
export type PublicShareView = z.infer<typeof publicShareViewSchema>;

export const claimRequestSchema = z.object({ message: message.optional().nullable() });
export const claimResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  share_id: z.string().optional(),
});

export const contactSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  times_shared: z.number().int(),
  last_shared: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(PAGE_SIZES.contacts),
  offset: z.coerce.number().int().min(0).default(0),
});
export const contactsResponseSchema = z.object({
  contacts: z.array(contactSchema),
  pagination: paginationSchema,
});
