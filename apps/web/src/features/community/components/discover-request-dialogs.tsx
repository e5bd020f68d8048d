import type { PublicItem } from '@circle/contract';
import { lazy, Suspense } from 'react';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import type { Notice } from '@/lib/sharing-messages';

// The request form (and its form library) loads with the first request.
const BorrowRequestDialog = lazy(async () => ({
  default: (await import('./borrow-request-dialog')).BorrowRequestDialog,
}));

interface DiscoverRequestDialogsProps {
  /** Whether an item was asked for yet: the form's code loads then, not before. */
  requestedOnce: boolean;
  requesting: PublicItem | null;
  onCloseRequest: () => void;
  /** Why the item cannot be asked for, if it cannot. */
  blocked: Notice | null;
  onCloseBlocked: () => void;
}

/** Discover's request form, and the notice when an item cannot be requested. */
export function DiscoverRequestDialogs({
  requestedOnce,
  requesting,
  onCloseRequest,
  blocked,
  onCloseBlocked,
}: DiscoverRequestDialogsProps) {
  return (
    <>
      {requestedOnce ? (
        <Suspense fallback={null}>
          <BorrowRequestDialog
            item={requesting}
            isOwn={requesting ? requesting.is_own : false}
            onClose={onCloseRequest}
          />
        </Suspense>
      ) : null}
      <MessageDialog
        open={blocked !== null}
        onOpenChange={(next) => (next ? undefined : onCloseBlocked())}
        title={blocked?.title ?? ''}
        message={blocked?.message ?? ''}
      />
    </>
  );
}
