import { MESSAGE_MAX_LENGTH, type BorrowRequest } from '@circle/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { cx } from '@/lib/cx';
import { ReceivedRequestDetails } from './received-request-details';
import { useRespondDecision } from './use-respond-decision';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import '@/components/ui/empty-state.css';
import '@/components/ui/dialog.css';
import '@/components/ui/badge.css';

export { REQUEST_TEXTS } from './request-texts';

/** The approve/deny sheet of a received PENDING request, with an optional response message. */
export function RespondRequestDialog({
  request,
  onClose,
}: {
  request: BorrowRequest | null;
  onClose: () => void;
}) {
  const { decide, pendingAction, isPending } = useRespondDecision(request, onClose);
  const [message, setMessage] = useState('');
  const [seen, setSeen] = useState<string | null>(null);
  if ((request?.id ?? null) !== seen) {
    setSeen(request?.id ?? null);
    setMessage('');
  }

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
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
            onClick={() => decide('DENY', message)}
            loading={pendingAction === 'DENY'}
            disabled={isPending}
          >
            Deny
          </Button>
          <Button
            onClick={() => decide('APPROVE', message)}
            loading={pendingAction === 'APPROVE'}
            disabled={isPending}
          >
            Approve
          </Button>
        </>
      }
    >
      {request ? (
        <div className="form">
          <ReceivedRequestDetails request={request} />
          <TextAreaField
            label="Response message (optional)"
            rows={3}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder="Where and when to pick it up..."
            value={message}
            disabled={isPending}
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
