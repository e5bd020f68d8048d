import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { showsWouldRecommend, type FeedbackFormValues } from '../schemas/feedback-form.schema';
import { RatingInput } from './rating-input';

/** The rating, would-recommend (from rating 3) and follow-up answers. */
export function FeedbackRatingFields({
  control,
  rating,
}: {
  control: Control<FeedbackFormValues>;
  rating: FeedbackFormValues['rating'];
}) {
  return (
    <>
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
    </>
  );
}

/** Name and e-mail, asked only of a signed-out visitor. */
export function FeedbackContactFields({
  register,
  errors,
}: {
  register: UseFormRegister<FeedbackFormValues>;
  errors: FieldErrors<FeedbackFormValues>;
}) {
  return (
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
  );
}
