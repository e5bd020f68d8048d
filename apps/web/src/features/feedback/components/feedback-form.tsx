import { FEEDBACK_LIMITS } from '@circle/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useSessionStore } from '@/lib/session-store';
import { track } from '@/lib/analytics';
import { useFeedbackTypes } from '../api/get-feedback-types';
import { useSubmitFeedback } from '../api/submit-feedback';
import type { CapturedScreenshot } from '../lib/capture-screenshot';
import { collectFeedbackContext } from '../lib/feedback-context';
import { submissionErrorMessage } from '../lib/feedback-errors';
import { feedbackFields } from '../lib/feedback-payload';
import { FEEDBACK_TEXTS } from '../lib/feedback-texts';
import {
  DEFAULT_FEEDBACK_VALUES,
  feedbackFormSchema,
  showsWouldRecommend,
  type FeedbackFormValues,
} from '../schemas/feedback-form.schema';
import { RatingInput } from './rating-input';
import { ScreenshotField } from './screenshot-field';
import '@/components/ui/form.css';
import '@/components/ui/dialog.css';
import './feedback-form.css';
import './feedback.css';

interface Outcome {
  success: boolean;
  title: string;
  message: string;
}

export interface FeedbackFormProps {
  /** The sheet offers a screenshot of the page; the screen does not (spec §2). */
  allowScreenshot: boolean;
  /** After the success alert is acknowledged (close the sheet, go back). */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The feedback form (spec §2/§5): type, title, content, rating 1–5, would-recommend from
 * rating 3, follow-up, and name and e-mail only when signed out (the server fills them in for a
 * signed-in user). The context fields go along automatically.
 */
export function FeedbackForm({ allowScreenshot, onDone, onCancel }: FeedbackFormProps) {
  const signedIn = useSessionStore((state) => Boolean(state.authToken));
  const types = useFeedbackTypes();
  const submit = useSubmitFeedback();
  const [screenshot, setScreenshot] = useState<CapturedScreenshot | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<FeedbackFormValues>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: { ...DEFAULT_FEEDBACK_VALUES, feedback_type: types.default },
  });
  const rating = watch('rating');
  const contentLength = watch('feedback_content').length;

  // The preview's object URL goes with the form.
  const screenshotRef = useRef(screenshot);
  useEffect(() => {
    screenshotRef.current = screenshot;
  }, [screenshot]);
  useEffect(
    () => () => {
      if (screenshotRef.current) URL.revokeObjectURL(screenshotRef.current.previewUrl);
    },
    [],
  );

  const onSubmit = handleSubmit((values) => {
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
          reset({ ...DEFAULT_FEEDBACK_VALUES, feedback_type: types.default });
          if (screenshot) URL.revokeObjectURL(screenshot.previewUrl);
          setScreenshot(null);
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
  });

  return (
    <>
      <form className="form feedback-form" onSubmit={onSubmit} noValidate>
        <SelectField
          label="Feedback type"
          options={types.types}
          error={errors.feedback_type?.message}
          {...register('feedback_type')}
        />
        <TextField
          label="Title"
          placeholder="A short summary"
          error={errors.feedback_title?.message}
          {...register('feedback_title')}
        />
        <TextAreaField
          label="Your feedback"
          placeholder="Tell us what you think, what went wrong or what you would like to see"
          rows={5}
          error={errors.feedback_content?.message}
          hint={`${contentLength}/${FEEDBACK_LIMITS.contentMax}`}
          {...register('feedback_content')}
        />
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            // Below 3 the would-recommend answer is hidden and not sent.
            <RatingInput value={field.value} onChange={field.onChange} />
          )}
        />
        {showsWouldRecommend(rating) ? (
          <Controller
            control={control}
            name="would_recommend"
            render={({ field }) => (
              <Switch
                checked={field.value}
                onCheckedChange={field.onChange}
                label="Would you recommend Circle to a friend?"
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="follow_up_requested"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onCheckedChange={field.onChange}
              label="I'd like a follow-up"
              description="We may get in touch about this feedback."
            />
          )}
        />
        {signedIn ? null : (
          <div className="form__grid">
            <TextField
              label="Name (optional)"
              autoComplete="name"
              error={errors.user_name?.message}
              {...register('user_name')}
            />
            <TextField
              label="Email (optional)"
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.user_email?.message}
              {...register('user_email')}
            />
          </div>
        )}
        {allowScreenshot ? <ScreenshotField value={screenshot} onChange={setScreenshot} /> : null}
        <div className="feedback-form__actions">
          <Button variant="secondary" onClick={onCancel} disabled={submit.isPending}>
            {FEEDBACK_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={submit.isPending}>
            {FEEDBACK_TEXTS.submit}
          </Button>
        </div>
      </form>
      <MessageDialog
        open={outcome !== null}
        onOpenChange={(open) => {
          if (!open) setOutcome(null);
        }}
        title={outcome?.title ?? ''}
        message={outcome?.message ?? ''}
        onAction={() => {
          if (outcome?.success) onDone();
        }}
      />
    </>
  );
}
