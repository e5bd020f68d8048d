import { MESSAGE_MAX_LENGTH, SHARING_LIMITS, type PublicItem } from '@circle/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { serverDetailOf, type Notice } from '@/lib/sharing-messages';
import { isApiError } from '@/lib/api-errors';
import { cx } from '@/lib/cx';
import { useRequestBorrow } from '../api/request-borrow';
import {
  BORROW_REQUEST_ALERTS,
  borrowRequestAlert,
  requestBlocker,
  returnDateBounds,
  toBorrowRequestBody,
  type BorrowRequestFormValues,
} from '../schemas/borrow-request.schema';
import { BorrowRequestSummary } from './borrow-request-summary';
import '@/components/ui/form.css';
import '@/components/ui/field.css';
import '@/components/ui/chip.css';
import '@/components/ui/badge.css';

/** A refusal of the server as the alert of spec §5 that names it. */
export function borrowFailureNotice(error: unknown): Notice {
  const detail = serverDetailOf(error);
  if (isApiError(error) && error.status === 400 && detail) {
    if (/own item/i.test(detail)) return BORROW_REQUEST_ALERTS.ownItem;
    if (/not currently available|not available/i.test(detail)) {
      return BORROW_REQUEST_ALERTS.notAvailable;
    }
  }
  if (isApiError(error) && error.status === 422 && detail && /date/i.test(detail)) {
    return BORROW_REQUEST_ALERTS.invalidDate;
  }
  return {
    title: BORROW_REQUEST_ALERTS.failedTitle,
    message: detail ?? BORROW_REQUEST_ALERTS.failed,
  };
}

interface RequestFormProps {
  item: PublicItem;
  isOwn: boolean;
  formId: string;
  onSent: () => void;
  onPendingChange: (pending: boolean) => void;
}

/** The request's message and expected return date, checked before it is sent. */
function RequestForm({ item, isOwn, formId, onSent, onPendingChange }: RequestFormProps) {
  const [today] = useState(() => new Date());
  const bounds = returnDateBounds(today);
  const request = useRequestBorrow();
  const [alert, setAlert] = useState<Notice | null>(null);
  const { register, handleSubmit, watch } = useForm<BorrowRequestFormValues>({
    defaultValues: { message: '', expectedReturnDate: '' },
  });
  const message = watch('message');

  const onSubmit = handleSubmit((values) => {
    const blocked = requestBlocker({ ...item, isOwn });
    const problem = blocked ?? borrowRequestAlert(values, today);
    if (problem) {
      setAlert(problem);
      return;
    }
    onPendingChange(true);
    request.mutate(
      { itemId: item.id, body: toBorrowRequestBody(values) },
      {
        onSuccess: () => {
          toast.success(
            'Request Sent',
            `${item.owner_name} has ${SHARING_LIMITS.ownerResponseDays} days to respond.`,
          );
          onSent();
        },
        onError: (error) => setAlert(borrowFailureNotice(error)),
        onSettled: () => onPendingChange(false),
      },
    );
  });

  return (
    <form id={formId} className="form" noValidate onSubmit={onSubmit}>
      <BorrowRequestSummary item={item} />

      <TextAreaField
        label="Message (optional)"
        rows={3}
        placeholder="Say hello and tell the owner what you need it for..."
        hint={
          <span className={cx(message.length > MESSAGE_MAX_LENGTH && 'tone--error')}>
            {message.length}/{MESSAGE_MAX_LENGTH}
          </span>
        }
        {...register('message')}
      />

      <TextField
        label="Expected return date (optional)"
        type="date"
        min={bounds.min}
        max={bounds.max}
        hint="From tomorrow up to 6 months ahead."
        {...register('expectedReturnDate')}
      />

      <p className="muted small">
        The owner has {SHARING_LIMITS.ownerResponseDays} days to respond. You will find the answer
        under Requests → Sent.
      </p>

      <MessageDialog
        open={alert !== null}
        onOpenChange={(open) => (open ? undefined : setAlert(null))}
        title={alert?.title ?? ''}
        message={alert?.message ?? ''}
      />
    </form>
  );
}

/** The borrow request modal on a public item (spec §2): only the Borrow type. */
export function BorrowRequestDialog({
  item,
  isOwn,
  onClose,
}: {
  item: PublicItem | null;
  isOwn: boolean;
  onClose: () => void;
}) {
  const formId = useId();
  const [pending, setPending] = useState(false);
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (open) return;
        if (pending) {
          toast.info(
            BORROW_REQUEST_ALERTS.inProgress.title,
            BORROW_REQUEST_ALERTS.inProgress.message,
          );
          return;
        }
        onClose();
      }}
      title="Request to Borrow"
      closeLabel="Close request"
      variant="sheet"
      stickyFooter
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              if (pending) {
                toast.info(
                  BORROW_REQUEST_ALERTS.inProgress.title,
                  BORROW_REQUEST_ALERTS.inProgress.message,
                );
                return;
              }
              onClose();
            }}
          >
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            Send Request
          </Button>
        </>
      }
    >
      {item ? (
        <RequestForm
          key={item.id}
          item={item}
          isOwn={isOwn}
          formId={formId}
          onSent={onClose}
          onPendingChange={setPending}
        />
      ) : null}
    </Dialog>
  );
}
