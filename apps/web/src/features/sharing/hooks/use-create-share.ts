import type { Share } from '@circle/contract';
import { isApiError } from '@/lib/api-errors';
import { toast } from '@/components/ui/toast/toast-store';
import type { ShareableItem } from '@/lib/share-dialog-store';
import { SHARING_NOTICES, serverDetailOf, type Notice } from '@/lib/sharing-messages';
import { useCreateShare } from '../api/create-share';
import {
  SHARE_FORM_ALERTS,
  toShareCreateRequest,
  type ShareFormValues,
} from '../schemas/share-form.schema';

interface CreateShareOptions {
  item: ShareableItem;
  onCreated: (share: Share, notified: string | null) => void;
  onPendingChange: (pending: boolean) => void;
  /** A refusal the user must read (a return date no longer in the future). */
  onAlert: (alert: Notice) => void;
}

/** Creates the share from valid form values; a refusal shows as an alert or a toast. */
export function useCreateShareSubmit({
  item,
  onCreated,
  onPendingChange,
  onAlert,
}: CreateShareOptions) {
  const create = useCreateShare();
  return (values: ShareFormValues) => {
    onPendingChange(true);
    create.mutate(
      { itemId: item.id, body: toShareCreateRequest(values) },
      {
        onSuccess: (share) => onCreated(share, values.notify_email.trim() || null),
        onError: (error) => {
          const detail = serverDetailOf(error);
          if (isApiError(error) && error.status === 422 && detail?.startsWith('The expected')) {
            onAlert({ title: SHARE_FORM_ALERTS.dateNotFuture.title, message: detail });
            return;
          }
          toast.error(
            SHARING_NOTICES.shareFailed.title,
            detail ?? SHARING_NOTICES.shareFailed.message,
          );
        },
        onSettled: () => onPendingChange(false),
      },
    );
  };
}
