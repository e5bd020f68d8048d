import { z } from 'zod';

export const FEEDBACK_TYPES = [
  {
    value: 'bug_report',
    label: 'Bug Report',
    description: 'Something is broken or not working as expected',
  },
  { value: 'feature_request', label: 'Feature Request', description: 'An idea for something new' },
  { value: 'general_feedback', label: 'General Feedback', description: 'Thoughts about Circle' },
  { value: 'user_experience', label: 'User Experience', description: 'How Circle feels to use' },
  { value: 'performance_issue', label: 'Performance Issue', description: 'Something is slow' },
  { value: 'suggestion', label: 'Suggestion', description: 'A way to make something better' },
  { value: 'complaint', label: 'Complaint', description: 'Something you are unhappy with' },
  { value: 'compliment', label: 'Compliment', description: 'Something you love' },
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]['value'];
export const DEFAULT_FEEDBACK_TYPE: FeedbackType = 'general_feedback';

/** Spec §5 feedback messages (server and form) and §9 limits. */
export const FEEDBACK_LIMITS = {
  titleMin: 5,
  titleMax: 200,
  contentMin: 10,
  contentMax: 5000,
  ratingMin: 0,
  ratingMax: 5,
  screenshotMaxBytes: 5 * 1024 * 1024,
  recommendFromRating: 3,
} as const;

export const FEEDBACK_SERVER_MESSAGES = {
  missingFields: 'Missing required fields: feedback_type, feedback_title, or feedback_content',
  title: 'Feedback title must be between 5 and 200 characters',
  content: 'Feedback content must be between 10 and 5000 characters',
  rating: 'Rating must be between 0 and 5',
} as const;

export const RATING_LABELS = [
  'No rating',
  'Poor',
  'Fair',
  'Good',
  'Very Good',
  'Excellent',
] as const;

/** Context the client adds to every submission (spec §3). */
export const FEEDBACK_CONTEXT_FIELDS = [
  'page_url',
  'page_title',
  'referrer_url',
  'user_agent',
  'screen_resolution',
  'browser_language',
  'viewport_size',
  'device_type',
  'operating_system',
  'session_id',
] as const;

export const feedbackTypesResponseSchema = z.object({
  types: z.array(z.object({ value: z.string(), label: z.string(), description: z.string() })),
  default: z.string(),
});

export const feedbackSubmitResponseSchema = z.object({
  id: z.string(),
  success: z.boolean(),
  message: z.string(),
});
