import { z } from 'zod';
import { fullNameSchema } from './auth.js';

/** The person's own details as Profile shows and changes them. */
export const updateProfileRequestSchema = z.object({ full_name: fullNameSchema });

export const userStatsResponseSchema = z.object({
  active_tokens: z.number().int(),
  created_at: z.string(),
  is_verified: z.boolean(),
  email: z.string(),
});
export type UserStats = z.infer<typeof userStatsResponseSchema>;
