import { useState } from 'react';
import { track } from '@/lib/analytics';
import { useSubmitFeedback } from '../api/submit-feedback';
import type { CapturedScreenshot } from '../lib/capture-screenshot';
import { collectFeedbackContext } from '../lib/feedback-context';
import { submissionErrorMessage } from '../lib/feedback-errors';
import { feedbackFields } from '../lib/feedback-payload';
import { FEEDBACK_TEXTS } from '../lib/feedback-texts';
import type { FeedbackFormValues } from '../schemas/feedback-form.schema';

interface Outcome {
  success: boolean;
  title: string;
  message: string;
}

interface SendFeedbackOptions {
  signedIn: boolean;
  screenshot: CapturedScreenshot | null;
  /** After a success, before its alert: empty the form. */
  onSent: () => void;
}

/** Sends the feedback with its context (and screenshot); the outcome is shown as an alert. */
export function useSendFeedback({ signedIn, screenshot, onSent }: SendFeedbackOptions) {
  const submit = useSubmitFeedback();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = (values: FeedbackFormValues) => {
    const fields = feedbackFields(values, collectFeedbackContext(), { signedIn });
    submit.mutate(
      { fields, screenshot: screenshot?.file ?? null },
      {
        onSuccess: (response) => {
          track('feedback_submitted', {
            feedback_type: values.feedback_type,
            has_screenshot: screenshot !== null,
            rating: values.rating,
            user_authenticated: signedIn,
          });
          onSent();
          setOutcome({
            success: true,
            title: FEEDBACK_TEXTS.successTitle,
            message: response?.message || FEEDBACK_TEXTS.successFallback,
          });
        },
        onError: (error) =>
          setOutcome({
            success: false,
            title: FEEDBACK_TEXTS.submissionFailed,
            message: submissionErrorMessage(error),
          }),
      },
    );
  };

  return { send, pending: submit.isPending, outcome, dismiss: () => setOutcome(null) };
}
