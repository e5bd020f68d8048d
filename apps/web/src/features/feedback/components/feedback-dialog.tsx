import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export const FEEDBACK_TITLE = 'Send Feedback';
export const FEEDBACK_WELCOME =
  "We'd love to hear your thoughts! Tell us what you like, report an issue, or suggest a feature that would make Circle better for you.";

/** The feedback sheet opened from the tab header's help icon (spec §2 Feedback). */
export function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={FEEDBACK_TITLE}
      closeLabel="Close feedback form"
      variant="sheet"
      description={FEEDBACK_WELCOME}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    />
  );
}
