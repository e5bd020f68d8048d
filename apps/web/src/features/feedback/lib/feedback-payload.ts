import type { FeedbackFormValues } from '../schemas/feedback-form.schema';
import { showsWouldRecommend } from '../schemas/feedback-form.schema';
import type { FeedbackContext } from './feedback-context';

export type FeedbackFieldValue = string | number | boolean | null | undefined;

/** Spec §5: empty, null and undefined values are dropped before sending. */
export function dropEmpty(fields: Record<string, FeedbackFieldValue>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const text = typeof value === 'string' ? value.trim() : String(value);
    if (text === '') continue;
    kept[name] = text;
  }
  return kept;
}

/**
 * The fields of POST /feedback/submit: the form (rating 0 is "No rating" and is left out; the
 * would-recommend answer only goes with a rating of 3 or more; a signed-in user's name and
 * e-mail are filled in by the server) and the context fields.
 */
export function feedbackFields(
  values: FeedbackFormValues,
  context: Partial<FeedbackContext>,
  { signedIn }: { signedIn: boolean },
): Record<string, string> {
  return dropEmpty({
    feedback_type: values.feedback_type,
    feedback_title: values.feedback_title,
    feedback_content: values.feedback_content,
    rating: values.rating > 0 ? values.rating : null,
    would_recommend: showsWouldRecommend(values.rating) ? values.would_recommend : null,
    follow_up_requested: values.follow_up_requested,
    user_name: signedIn ? null : values.user_name,
    user_email: signedIn ? null : values.user_email,
    ...context,
  });
}

/** The multipart body, with the screenshot when there is one. */
export function feedbackFormData(
  fields: Record<string, string>,
  screenshot?: File | null,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (screenshot) body.append('screenshot', screenshot, screenshot.name);
  return body;
}
