import { MESSAGE_MAX_LENGTH, type BorrowRequest } from '@circle/contract';
import { ItemPicture } from '@/components/items/item-picture';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { toast } from '@/components/ui/toast/toast-store';
import { formatDay } from '@/lib/sharing-dates';
import { serverDetailOf } from '@/lib/sharing-messages';
import { cx } from '@/lib/cx';
import { useManageBorrowRequest, type BorrowRequestDecision } from '../api/manage-borrow-request';
import { expiryDisplay } from '../lib/request-expiry';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import '@/components/ui/badge.css';

export const REQUEST_TEXTS = {
  loadFailed: 'Failed to load requests',
  loadSentFailed: 'Failed to load sent requests',
  approveFailed: 'Failed to approve request',
  denyFailed: 'Failed to deny request',
  claimFailed: 'Failed to claim request',
  cancelFailed: 'Failed to cancel request',
  actionFailedTitle: 'Action Failed',
} as const;

/** The approve/deny sheet of a received PENDING request, with an optional response message. */
export function RespondRequestDialog({
  request,
  onClose,
}: {
  request: BorrowRequest | null;
  onClose: () => void;
}) {
  const manage = useManageBorrowRequest();
  const [message, setMessage] = useState('');
  const [seen, setSeen] = useState<string | null>(null);
  if ((request?.id ?? null) !== seen) {
    setSeen(request?.id ?? null);
    setMessage('');
  }

  const decide = (action: BorrowRequestDecision) => {
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
  const expiry = request ? expiryDisplay(request.days_until_expiry) : null;

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open && !manage.isPending) onClose();
      }}
      title="Borrow Request"
      closeLabel="Close request"
      variant="sheet"
      stickyFooter
      footer={
        <>
          <Button
            variant="ghost"
            className="btn--danger-text"
            onClick={() => decide('DENY')}
            loading={pendingAction === 'DENY'}
            disabled={manage.isPending}
          >
            Deny
          </Button>
          <Button
            onClick={() => decide('APPROVE')}
            loading={pendingAction === 'APPROVE'}
            disabled={manage.isPending}
          >
            Approve
          </Button>
        </>
      }
    >
      {request ? (
        <div className="form">
          <div className="share-dialog__item">
            <ItemPicture
              item={{
                item_name: request.item_name,
                item_category: request.item_category,
                image_url: request.item_image_url,
              }}
              className="share-dialog__thumb"
            />
            <div>
              <p className="share-dialog__item-name">{request.item_name}</p>
              <p className="muted small">
                {request.requester_name} asked on {formatDay(request.created_at)}
              </p>
            </div>
          </div>
          <dl className="details">
            <div className="details__row">
              <dt>Return by</dt>
              <dd className="details__plain">
                {request.expected_return_date
                  ? formatDay(request.expected_return_date)
                  : 'Not specified'}
              </dd>
            </div>
            {expiry ? (
              <div className="details__row">
                <dt>Time to respond</dt>
                <dd className={cx('details__plain', `tone--${expiry.tone}`)}>{expiry.label}</dd>
              </div>
            ) : null}
          </dl>
          {request.message ? (
            <blockquote className="share__notes">
              <p>{request.message}</p>
            </blockquote>
          ) : null}
          <TextAreaField
            label="Response message (optional)"
            rows={3}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder="Where and when to pick it up..."
            value={message}
            disabled={manage.isPending}
            onChange={(event) => setMessage(event.target.value)}
            hint={
              <span className={cx(message.length >= MESSAGE_MAX_LENGTH && 'tone--warning')}>
                {message.length}/{MESSAGE_MAX_LENGTH}
              </span>
            }
          />
          <p className="muted small">
            Approving creates a share link that {request.requester_name} can claim.
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
