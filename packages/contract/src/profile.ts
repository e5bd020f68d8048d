import { z } from 'zod';
import { fullNameSchema, publicAreaSchema } from './auth.js';

/** The person's own details as Profile shows and changes them; a field left out stays as it is. */
export const updateProfileRequestSchema = z
  .object({
    full_name: fullNameSchema.optional(),
    public_area: publicAreaSchema.optional(),
  })
  .refine((body) => body.full_name !== undefined || body.public_area !== undefined, {
    message: 'Send full_name, public_area or both',
  });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const userStatsResponseSchema = z.object({
  active_tokens: z.number().int(),
  created_at: z.string(),
  is_verified: z.boolean(),
  email: z.string(),
});
export type UserStats = z.infer<typeof userStatsResponseSchema>;
