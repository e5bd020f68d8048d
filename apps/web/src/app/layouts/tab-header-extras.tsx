import { CircleHelp } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '@/components/ui/button';
import { LazyFeedbackDialog } from '@/features/feedback';
import { NotificationBell } from '@/features/notifications';

/** The tab header's bell and help icon (the feedback sheet), given to it by the app shell. */
export function TabHeaderExtras() {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <>
      <NotificationBell />
      <IconButton label="Help and feedback" onClick={() => setFeedbackOpen(true)}>
        <CircleHelp size={22} aria-hidden />
      </IconButton>
      <LazyFeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </>
  );
}
