import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Leaving a screen with unsaved changes asks first (spec §5 "Unsaved Changes"): in-app
 * navigation through a dialog, closing the tab through the browser's prompt. `allowLeaving`
 * lets a screen move on by itself after saving, before its form has caught up.
 */
export function useLeaveGuard(changed: boolean) {
  const changedRef = useRef(changed);
  const released = useRef(false);
  useEffect(() => {
    changedRef.current = changed;
  }, [changed]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !released.current && changedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!changed) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Unsaved Changes"
      message="You have unsaved changes. Do you want to discard them?"
      cancelLabel="Keep Editing"
      confirmLabel="Discard Changes"
      destructive
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
  const allowLeaving = () => {
    released.current = true;
  };
  return { dialog, allowLeaving };
}
