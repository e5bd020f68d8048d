import { Dialog } from '@/components/ui/dialog';
import { FEEDBACK_TEXTS, FEEDBACK_TITLE, FEEDBACK_WELCOME } from '../lib/feedback-texts';
import { FeedbackForm } from './feedback-form';

export { FEEDBACK_TITLE, FEEDBACK_WELCOME } from '../lib/feedback-texts';

/**
 * The feedback sheet (spec §2 Feedback, sheet version): opened by the tab header's help icon and
 * from the sign-in screen; it can attach a screenshot of the page.
 */
export function FeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={FEEDBACK_TITLE}
      closeLabel={FEEDBACK_TEXTS.close}
      variant="sheet"
      description={FEEDBACK_WELCOME}
    >
      <FeedbackForm allowScreenshot onDone={close} onCancel={close} />
    </Dialog>
  );
}
