import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEEDBACK_VALUES,
  feedbackFormSchema,
  showsWouldRecommend,
  type FeedbackFormValues,
} from './feedback-form.schema';

const valid: FeedbackFormValues = {
  ...DEFAULT_FEEDBACK_VALUES,
  feedback_title: 'Great app',
  feedback_content: 'I like the dashboard a lot.',
};

function messages(values: Partial<FeedbackFormValues>): Record<string, string> {
  const result = feedbackFormSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    first[field] ??= issue.message;
  }
  return first;
}

describe('feedback form validation (spec §5)', () => {
  it('accepts a complete form, defaulting to general feedback', () => {
    expect(DEFAULT_FEEDBACK_VALUES.feedback_type).toBe('general_feedback');
    expect(messages({})).toEqual({});
  });

  it('needs a feedback type', () => {
    expect(messages({ feedback_type: '' }).feedback_type).toBe('Please select a feedback type');
  });

  it('checks the title', () => {
    expect(messages({ feedback_title: '' }).feedback_title).toBe('Please enter a title');
    expect(messages({ feedback_title: '   ' }).feedback_title).toBe('Please enter a title');
    expect(messages({ feedback_title: 'Abcd' }).feedback_title).toBe(
      'Title must be at least 5 characters',
    );
    expect(messages({ feedback_title: 'a'.repeat(201) }).feedback_title).toBe(
      'Title must be less than 200 characters',
    );
    expect(messages({ feedback_title: 'a'.repeat(200) }).feedback_title).toBeUndefined();
  });

  it('checks the content', () => {
    expect(messages({ feedback_content: '' }).feedback_content).toBe('Please enter your feedback');
    expect(messages({ feedback_content: 'Too short' }).feedback_content).toBe(
      'Feedback must be at least 10 characters',
    );
    expect(messages({ feedback_content: 'a'.repeat(5001) }).feedback_content).toBe(
      'Feedback must be less than 5000 characters',
    );
  });

  it('takes an empty e-mail but not a malformed one', () => {
    expect(messages({ user_email: '' }).user_email).toBeUndefined();
    expect(messages({ user_email: 'ada@example.com' }).user_email).toBeUndefined();
    expect(messages({ user_email: 'ada@' }).user_email).toBe('Please enter a valid email address');
  });

  it('asks whether the person would recommend Circle from rating 3', () => {
    expect([0, 1, 2, 3, 4, 5].map(showsWouldRecommend)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});
