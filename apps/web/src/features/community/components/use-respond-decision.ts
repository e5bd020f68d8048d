import type { BorrowRequest } from '@circle/contract';
import { toast } from '@/components/ui/toast/toast-store';
import { serverDetailOf } from '@/lib/sharing-messages';
import { useManageBorrowRequest, type BorrowRequestDecision } from '../api/manage-borrow-request';
import { REQUEST_TEXTS } from './request-texts';

/** Approving or denying a received request, with its toasts; closes on success. */
export function useRespondDecision(request: BorrowRequest | null, onClose: () => void) {
  const manage = useManageBorrowRequest();

  const decide = (action: BorrowRequestDecision, message: string) => {
    if (!request) return;
    manage.mutate(
      { id: request.id, action, responseMessage: message },
      {
        onSuccess: () => {
          if (action === 'APPROVE') {
            toast.success(
              'Request Approved',
              `${request.requester_name} can now claim "${request.item_name}".`,
            );
          } else {
            toast.success('Request Denied', `${request.requester_name} has been told.`);
          }
          onClose();
        },
        onError: (error) =>
          toast.error(
            REQUEST_TEXTS.actionFailedTitle,
            serverDetailOf(error) ??
              (action === 'APPROVE' ? REQUEST_TEXTS.approveFailed : REQUEST_TEXTS.denyFailed),
          ),
      },
    );
  };

  const pendingAction = manage.isPending ? manage.variables.action : null;
  return { decide, pendingAction, isPending: manage.isPending };
}
