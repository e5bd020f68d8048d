import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { useLocalLogout } from '@/features/auth';
import { errorMessageOf } from '@/lib/api-errors';
import { useDeleteAccount } from '../api/delete-account';

/** "Delete Account": once confirmed, deletes the account and signs out on this device. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const localLogout = useLocalLogout();
  const deleteAccount = useDeleteAccount();

  const onDelete = () => {
    deleteAccount.mutate(undefined, {
      onSuccess: (response) => {
        onOpenChange(false);
        toast.success('Account Deleted', response.message);
        // Spec §4: after deletion, local logout without a backend call.
        localLogout();
      },
      onError: (error) => {
        onOpenChange(false);
        toast.error('Delete Failed', errorMessageOf(error));
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Account"
      message="This permanently deletes your account with all your items and files. This cannot be undone."
      confirmLabel="Delete Account"
      destructive
      loading={deleteAccount.isPending}
      onConfirm={onDelete}
    />
  );
}
