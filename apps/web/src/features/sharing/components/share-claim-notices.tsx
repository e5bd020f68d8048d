import type { Dispatch } from 'react';
import { MessageDialog } from '@/components/ui/confirm-dialog';
import { CLAIM_TEXTS, type ClaimEvent, type ClaimNotice } from '../lib/claim-flow';

interface ShareClaimNoticesProps {
  notice: ClaimNotice | null;
  dispatch: Dispatch<ClaimEvent>;
  onLogIn: () => void;
  onRefresh: () => void;
  onGoToItems: () => void;
}

/** The claim's dialogs: sign in first, a refusal, or an unclear outcome to refresh. */
export function ShareClaimNotices({
  notice,
  dispatch,
  onLogIn,
  onRefresh,
  onGoToItems,
}: ShareClaimNoticesProps) {
  const dismiss = (open: boolean) => (open ? undefined : dispatch({ type: 'dismiss' }));
  return (
    <>
      <MessageDialog
        open={notice?.kind === 'login'}
        onOpenChange={dismiss}
        title={CLAIM_TEXTS.loginRequiredTitle}
        message={CLAIM_TEXTS.loginRequired}
        actionLabel="Log In"
        onAction={onLogIn}
        secondaryLabel="Cancel"
      />
      <MessageDialog
        open={notice?.kind === 'error'}
        onOpenChange={dismiss}
        title={CLAIM_TEXTS.errorTitle}
        message={notice?.kind === 'error' ? notice.message : ''}
      />
      <MessageDialog
        open={notice?.kind === 'unclear'}
        onOpenChange={dismiss}
        title={CLAIM_TEXTS.unclearTitle}
        message={CLAIM_TEXTS.unclear}
        actionLabel="Refresh"
        onAction={onRefresh}
        secondaryLabel="Go to My Items"
        onSecondary={onGoToItems}
      />
    </>
  );
}
