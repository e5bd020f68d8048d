import { toast } from '@/components/ui/toast/toast-store';
import { useManageShare, type ShareManageResponse } from '../api/manage-share';
import { useSendReminder } from '../api/send-reminder';
import { SHARE_ACTION_DONE, type ShareActionKind } from '../lib/share-actions';
import {
  SHARING_NOTICES,
  manageShareFailureNotice,
  reminderFailureNotice,
} from '@/lib/sharing-messages';

export interface ShareActionOptions {
  /** After a successful manage call (the shares are reloaded by then). */
  onDone?: (response: ShareManageResponse) => void;
  /** After a refused or failed manage call (its notice is shown by then). */
  onFailed?: () => void;
}

/**
 * The share actions of spec §4 with the toasts of spec §8: cancel, complete, return and decline
 * through the manage call, and the reminder call. `busy` tells which share is being acted on.
 */
export function useShareActions() {
  const manage = useManageShare();
  const remind = useSendReminder();

  const run = (kind: ShareActionKind, shareId: string | null, options: ShareActionOptions = {}) => {
    if (kind === 'REMIND') {
      if (!shareId) {
        toast.error(
          SHARING_NOTICES.reminderUnavailable.title,
          SHARING_NOTICES.reminderUnavailable.message,
        );
        return;
      }
      remind.mutate(shareId, {
        onSuccess: () =>
          toast.success(SHARING_NOTICES.reminderSent.title, SHARING_NOTICES.reminderSent.message),
        onError: (error) => {
          const notice = reminderFailureNotice(error);
          toast.error(notice.title, notice.message);
        },
      });
      return;
    }
    if (!shareId) {
      toast.error(SHARING_NOTICES.actionFailed.title, SHARING_NOTICES.actionFailed.message);
      return;
    }
    manage.mutate(
      { shareId, action: kind },
      {
        onSuccess: (response) => {
          const done = SHARE_ACTION_DONE[kind];
          toast.success(done.title, done.message);
          options.onDone?.(response);
        },
        onError: (error) => {
          const notice = manageShareFailureNotice(error);
          toast.error(notice.title, notice.message);
          options.onFailed?.();
        },
      },
    );
  };

  const busy: { shareId: string; kind: ShareActionKind } | null = manage.isPending
    ? { shareId: manage.variables.shareId, kind: manage.variables.action }
    : remind.isPending
      ? { shareId: remind.variables, kind: 'REMIND' }
      : null;

  return { run, busy };
}
