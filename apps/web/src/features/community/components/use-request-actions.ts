import type { BorrowRequest } from '@circle/contract';
import { toast } from '@/components/ui/toast/toast-store';
import { serverDetailOf } from '@/lib/sharing-messages';
import { useCancelSentRequest } from '../api/cancel-sent-borrow-request';
import { useClaimSentRequest } from '../api/claim-sent-borrow-request';
import type { RequestBusy } from './request-card';
import { REQUEST_TEXTS } from './request-texts';

/** Claiming and cancelling a sent request, with their toasts; `onCancelSettled` closes the confirm. */
export function useRequestActions(onCancelSettled: () => void) {
  const claim = useClaimSentRequest();
  const cancel = useCancelSentRequest();

  const claimRequest = (request: BorrowRequest) =>
    claim.mutate(
      { id: request.id },
      {
        onSuccess: (response) => toast.success('Item Claimed', response.message),
        onError: (error) =>
          toast.error(
            REQUEST_TEXTS.actionFailedTitle,
            serverDetailOf(error) ?? REQUEST_TEXTS.claimFailed,
          ),
      },
    );

  const cancelRequest = (request: BorrowRequest) =>
    cancel.mutate(request.id, {
      onSuccess: () => {
        onCancelSettled();
        toast.success(
          'Request Cancelled',
          `Your request for "${request.item_name}" was withdrawn.`,
        );
      },
      onError: (error) => {
        onCancelSettled();
        toast.error(
          REQUEST_TEXTS.actionFailedTitle,
          serverDetailOf(error) ?? REQUEST_TEXTS.cancelFailed,
        );
      },
    });

  const busyOf = (request: BorrowRequest): RequestBusy =>
    claim.isPending && claim.variables.id === request.id
      ? 'claim'
      : cancel.isPending && cancel.variables === request.id
        ? 'cancel'
        : null;

  return { claimRequest, cancelRequest, busyOf, cancelling: cancel.isPending };
}
