import { MESSAGE_MAX_LENGTH, SHARING_LIMITS, type Share } from '@circle/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import type { ShareableItem } from '@/lib/share-dialog-store';
import { addDays, addYears, toIsoDay } from '@/lib/sharing-dates';
import type { Notice } from '@/lib/sharing-messages';
import { useSharingContacts } from '../api/get-sharing-contacts';
import { useCreateShareSubmit } from '../hooks/use-create-share';
import {
  defaultShareFormValues,
  shareFormAlert,
  shareFormSchema,
  type ShareFormValues,
} from '../schemas/share-form.schema';
import { RecentContacts } from './recent-contacts';
import { ItemSummary, NotShareableNotice } from './share-item-summary';
import { ShareTypePicker } from './share-type-picker';

interface ShareFormProps {
  item: ShareableItem;
  formId: string;
  onCreated: (share: Share, notified: string | null) => void;
  onPendingChange: (pending: boolean) => void;
}

// Long on purpose: a flat form whose markup is its fields, one after another.
/** The share form: type, return date (lending), notes, an e-mail to notify, recent contacts. */
export function ShareForm({ item, formId, onCreated, onPendingChange }: ShareFormProps) {
  const [today] = useState(() => new Date());
  const contacts = useSharingContacts();
  const [alert, setAlert] = useState<Notice | null>(null);
  const onValid = useCreateShareSubmit({ item, onCreated, onPendingChange, onAlert: setAlert });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<ShareFormValues>({
    resolver: zodResolver(shareFormSchema(today)),
    defaultValues: defaultShareFormValues(today),
  });
  const type = watch('sharing_type');
  const notes = watch('notes');
  const email = watch('notify_email');
  const recent = (contacts.data?.contacts ?? []).slice(0, SHARING_LIMITS.recentContacts);

  return (
    <form
      id={formId}
      className="form share-dialog__form"
      noValidate
      onSubmit={handleSubmit(onValid, (invalid) => setAlert(shareFormAlert(invalid)))}
    >
      <ItemSummary item={item} />
      {item.is_shareable ? null : <NotShareableNotice item={item} />}

      <Controller
        control={control}
        name="sharing_type"
        render={({ field }) => <ShareTypePicker value={field.value} onChange={field.onChange} />}
      />

      {type === 'BORROW' ? (
        <TextField
          label="Expected return date"
          type="date"
          min={toIsoDay(addDays(today, 1))}
          max={toIsoDay(addYears(today, SHARING_LIMITS.maxReturnYears))}
          hint={`From tomorrow up to ${SHARING_LIMITS.maxReturnYears} years ahead; ${SHARING_LIMITS.defaultReturnDays} days from today unless you change it.`}
          error={errors.expected_return_date?.message}
          {...register('expected_return_date')}
        />
      ) : null}

      <TextAreaField
        label="Notes (optional)"
        rows={3}
        placeholder="Pick-up details, how to care for it..."
        error={errors.notes?.message}
        hint={
          <span className={cx(notes.length > MESSAGE_MAX_LENGTH && 'tone--error')}>
            {notes.length}/{MESSAGE_MAX_LENGTH}
          </span>
        }
        {...register('notes')}
      />

      <TextField
        label="Notify by email (optional)"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="friend@example.com"
        error={errors.notify_email?.message}
        {...register('notify_email')}
      />

      {recent.length > 0 ? (
        <RecentContacts
          contacts={recent}
          email={email}
          onPick={(picked) =>
            setValue('notify_email', picked, { shouldDirty: true, shouldValidate: true })
          }
        />
      ) : null}

      <MessageDialog
        open={alert !== null}
        onOpenChange={(open) => (open ? undefined : setAlert(null))}
        title={alert?.title ?? ''}
        message={alert?.message ?? ''}
      />
    </form>
  );
}
