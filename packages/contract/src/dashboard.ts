import { z } from 'zod';

const categoryValue = z.object({
  category: z.string(),
  value: z.number(),
  count: z.number().int(),
});

export const statisticsQuerySchema = z.object({
  /** The household whose items the figures cover; the personal household when omitted. */
  household_id: z.uuid().optional(),
  refresh: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});

export const badgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  earned_at: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const rankSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  min_items: z.number().int(),
});

export const statisticsSchema = z.object({
  net_worth: z.object({
    total_value: z.number(),
    currency: z.string(),
    verified_value: z.number(),
    unverified_value: z.number(),
    by_category: z.array(categoryValue),
  }),
  inventory_summary: z.object({
    total_items: z.number().int(),
    total_files: z.number().int(),
    photo_files: z.number().int(),
    document_files: z.number().int(),
    categories: z.number().int(),
    verified_items: z.number().int(),
    public_items: z.number().int(),
    lent_items: z.number().int(),
    borrowed_items: z.number().int(),
    top_categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
    top_brands: z.array(z.object({ brand: z.string(), count: z.number().int() })),
    recent_items: z.array(z.object({ item_name: z.string(), created_at: z.string() })),
  }),
  activity: z.object({
    recent_events: z.array(z.object({ type: z.string(), description: z.string(), at: z.string() })),
    uploads_per_day: z.array(z.object({ date: z.string(), count: z.number().int() })),
    current_streak: z.number().int(),
    longest_streak: z.number().int(),
  }),
  achievements: z.object({
    rank: rankSchema,
    next_rank: rankSchema.nullable(),
    progress_to_next_rank: z.number(),
    badges_earned: z.array(badgeSchema),
    next_milestone: z
      .object({ badge: z.string(), description: z.string(), progress: z.number() })
      .nullable(),
    completion_score: z.number(),
    all_badges: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        icon: z.string(),
        criterion: z.string(),
        earned: z.boolean(),
        progress: z.number(),
      }),
    ),
  }),
  last_updated: z.string(),
  cached: z.boolean(),
  calculation_time_ms: z.number(),
});
export type Statistics = z.infer<typeof statisticsSchema>;
