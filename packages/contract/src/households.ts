import { z } from 'zod';

/** owner: everything, members and the household itself; member: items; viewer: reads. */
export const HOUSEHOLD_ROLE_VALUES = ['owner', 'member', 'viewer'] as const;
export type HouseholdRoleValue = (typeof HOUSEHOLD_ROLE_VALUES)[number];
export const householdRoleSchema = z.enum(HOUSEHOLD_ROLE_VALUES, {
  error: 'The role must be owner, member or viewer.',
});

/** Pending invitations one household may have at once. */
export const MAX_PENDING_INVITATIONS = 50;
/** How long an invitation can be accepted. */
export const INVITATION_TTL_DAYS = 7;

export const householdNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the household a name.')
  .max(100, 'The name can be at most 100 characters.');

export const householdCreateSchema = z.object({ name: householdNameSchema });
export const householdUpdateSchema = z.object({ name: householdNameSchema });

export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: householdRoleSchema,
  member_count: z.number().int(),
  is_personal: z.boolean(),
  created_at: z.string(),
});
export type Household = z.infer<typeof householdSchema>;
export const householdListSchema = z.object({ households: z.array(householdSchema) });

export const householdMemberSchema = z.object({
  user_id: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
  role: householdRoleSchema,
  joined_at: z.string(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;
export const householdMemberListSchema = z.object({ members: z.array(householdMemberSchema) });
export const householdMemberUpdateSchema = z.object({ role: householdRoleSchema });

export const invitationCreateSchema = z.object({
  email: z.email('Enter a valid e-mail address.').max(254),
  role: householdRoleSchema.default('member'),
});
export const invitationSchema = z.object({
  id: z.string(),
  household_id: z.string(),
  email: z.string(),
  role: householdRoleSchema,
  invited_by: z.object({ id: z.string(), full_name: z.string().nullable() }).nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });

export const invitationAcceptSchema = z
  .object({
    token: z.string().min(1).max(200).optional(),
    code: z
      .string()
      .regex(/^\d{6}$/, 'The code has 6 digits.')
      .optional(),
  })
  .refine((body) => Boolean(body.token) !== Boolean(body.code), {
    message: 'Send either the token from the invitation link or the 6-digit code.',
  });
export const invitationAcceptResponseSchema = z.object({ household: householdSchema });

/** Who added an item to its household. */
export const addedBySchema = z.object({ id: z.string(), full_name: z.string().nullable() });
