import { FEEDBACK_LIMITS } from '@circle/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useSessionStore } from '@/lib/session-store';
import { useFeedbackTypes } from '../api/get-feedback-types';
import { useScreenshotAttachment } from '../hooks/use-screenshot-attachment';
import { useSendFeedback } from '../hooks/use-send-feedback';
import { FEEDBACK_TEXTS } from '../lib/feedback-texts';
import {
  DEFAULT_FEEDBACK_VALUES,
  feedbackFormSchema,
  type FeedbackFormValues,
} from '../schemas/feedback-form.schema';
import { FeedbackContactFields, FeedbackRatingFields } from './feedback-form-fields';
import { ScreenshotField } from './screenshot-field';
import '@/components/ui/form.css';
import '@/components/ui/dialog.css';
import './feedback-form.css';
import './feedback.css';

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
  const attachment = useScreenshotAttachment();
  const { screenshot, setScreenshot } = attachment;
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
  const { send, pending, outcome, dismiss } = useSendFeedback({
    signedIn,
    screenshot,
    onSent: () => {
      reset({ ...DEFAULT_FEEDBACK_VALUES, feedback_type: types.default });
      attachment.clear();
    },
  });

  return (
    <>
      <form className="form feedback-form" onSubmit={handleSubmit(send)} noValidate>
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
        <FeedbackRatingFields control={control} rating={rating} />
        {signedIn ? null : <FeedbackContactFields register={register} errors={errors} />}
        {allowScreenshot ? <ScreenshotField value={screenshot} onChange={setScreenshot} /> : null}
        <div className="feedback-form__actions">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {FEEDBACK_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {FEEDBACK_TEXTS.submit}
          </Button>
        </div>
      </form>
      <MessageDialog
        open={outcome !== null}
        onOpenChange={(open) => {
          if (!open) dismiss();
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
