import { lazy, Suspense } from 'react';

const FeedbackDialog = lazy(async () => ({
  default: (await import('./feedback-dialog')).FeedbackDialog,
}));

/**
 * The feedback sheet, whose form and dialog code load the first time it opens: the screens
 * offering it (sign-in, the tab header) stay light.
 */
export function LazyFeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
