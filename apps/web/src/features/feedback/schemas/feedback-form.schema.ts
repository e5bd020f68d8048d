import { DEFAULT_FEEDBACK_TYPE, FEEDBACK_LIMITS } from '@circle/contract';
import { z } from 'zod';

/** The feedback form with the exact messages of spec §5 "Feedback". */
export const feedbackFormSchema = z.object({
  feedback_type: z.string().trim().min(1, { error: 'Please select a feedback type' }),
  feedback_title: z
    .string()
    .trim()
    .min(1, { error: 'Please enter a title' })
    .min(FEEDBACK_LIMITS.titleMin, { error: 'Title must be at least 5 characters' })
    .max(FEEDBACK_LIMITS.titleMax, { error: 'Title must be less than 200 characters' }),
  feedback_content: z
    .string()
    .trim()
    .min(1, { error: 'Please enter your feedback' })
    .min(FEEDBACK_LIMITS.contentMin, { error: 'Feedback must be at least 10 characters' })
    .max(FEEDBACK_LIMITS.contentMax, { error: 'Feedback must be less than 5000 characters' }),
  /** 0 is "No rating"; the form offers 1 to 5. */
  rating: z.number().int().min(FEEDBACK_LIMITS.ratingMin).max(FEEDBACK_LIMITS.ratingMax),
  would_recommend: z.boolean(),
  follow_up_requested: z.boolean(),
  user_name: z.string().trim().max(200),
  /** Optional, but when given it must look like an address. */
  user_email: z
    .string()
    .trim()
    .refine((value) => value === '' || z.regexes.email.test(value), {
      error: 'Please enter a valid email address',
    }),
});

export type FeedbackFormValues = z.infer<typeof feedbackFormSchema>;

export const DEFAULT_FEEDBACK_VALUES: FeedbackFormValues = {
  feedback_type: DEFAULT_FEEDBACK_TYPE,
  feedback_title: '',
  feedback_content: '',
  rating: 0,
  would_recommend: false,
  follow_up_requested: false,
  user_name: '',
  user_email: '',
};

/** Spec §5: the would-recommend question appears from rating 3 on. */
export function showsWouldRecommend(rating: number): boolean {
  return rating >= FEEDBACK_LIMITS.recommendFromRating;
}
