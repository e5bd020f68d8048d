import { z } from 'zod';

/** Label sheets: A4 with 3 × 8 labels, US Letter with 3 × 10, or one large label per page. */
export const LABEL_LAYOUTS = ['a4-3x8', 'letter-3x10', 'large'] as const;
export type LabelLayoutName = (typeof LABEL_LAYOUTS)[number];
/** At most this many labels are printed by one request. */
export const LABELS_MAX = 1000;

const ids = z.array(z.uuid()).max(100_000);

/** The items and places to label; repeated ids print one label each. */
export const labelsRequestSchema = z.object({
  item_ids: ids.default([]),
  place_ids: ids.default([]),
  layout: z.enum(LABEL_LAYOUTS).default('a4-3x8'),
});
export type LabelsRequest = z.infer<typeof labelsRequestSchema>;
