import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useShareDialogStore } from '@/lib/share-dialog-store';
import { ShareForm } from './share-form';
import { ShareSuccess } from './share-success';
import '@/components/ui/form.css';
import '@/components/ui/field.css';
import '@/components/ui/chip.css';
import '@/components/ui/badge.css';
import '@/components/ui/filter-sheet.css';
import './share-dialog.css';
import './sharing.css';

/**
 * The Sharing modal (spec §2): the form (type Lend / Give Away, return date, notes, e-mail,
 * recent contacts), then a success view with the link, copy and share options.
 */
export function ShareDialogHost() {
  const { open, item, currentShare, setCurrentShare, close } = useShareDialogStore();
  const [notified, setNotified] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();
  if (!item) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) close();
      }}
      title={currentShare ? 'Item Shared' : 'Share Item'}
      closeLabel="Close sharing"
      variant="sheet"
      stickyFooter
      footer={
        currentShare ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={pending} disabled={!item.is_shareable}>
              Create Share Link
            </Button>
          </>
        )
      }
    >
      {currentShare ? (
        <ShareSuccess share={currentShare} notified={notified} />
      ) : (
        <ShareForm
          key={item.id}
          item={item}
          formId={formId}
          onPendingChange={setPending}
          onCreated={(share, email) => {
            setNotified(email);
            setCurrentShare(share);
          }}
        />
      )}
    </Dialog>
  );
}
