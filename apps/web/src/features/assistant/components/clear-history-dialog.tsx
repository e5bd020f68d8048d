import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { useClearChatHistory } from '../api/clear-chat-history';
import { ASSISTANT_TEXTS } from '../lib/assistant-texts';

export const CLEAR_HISTORY_DIALOG = {
  title: 'Clear Chat History',
  message:
    'Every message of your conversation with the assistant will be deleted. This cannot be undone.',
  confirm: 'Clear History',
} as const;

/** "Clear Chat History?": deletes the whole conversation once confirmed, with a toast. */
export function ClearHistoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const clearHistory = useClearChatHistory();

  const onClear = () => {
    clearHistory.mutate(undefined, {
      onSuccess: () => {
        onOpenChange(false);
        toast.success('History Cleared', ASSISTANT_TEXTS.clearSucceeded);
      },
      onError: () => {
        onOpenChange(false);
        toast.error('Clear Failed', ASSISTANT_TEXTS.clearFailed);
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={CLEAR_HISTORY_DIALOG.title}
      message={CLEAR_HISTORY_DIALOG.message}
      confirmLabel={CLEAR_HISTORY_DIALOG.confirm}
      destructive
      loading={clearHistory.isPending}
      onConfirm={onClear}
    />
  );
}
