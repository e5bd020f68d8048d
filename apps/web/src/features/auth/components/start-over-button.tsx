import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLocalLogout } from '../hooks/use-session-actions';

/** Leaves a registration or login verification, after confirming, to sign in anew. */
export function StartOverButton({ disabled }: { disabled: boolean }) {
  const localLogout = useLocalLogout();
  const [confirmStartOver, setConfirmStartOver] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        fullWidth
        onClick={() => setConfirmStartOver(true)}
        disabled={disabled}
      >
        Start Over with Different Account
      </Button>
      <ConfirmDialog
        open={confirmStartOver}
        onOpenChange={setConfirmStartOver}
        title="Start Over?"
        message="You will leave this verification and return to sign in, where you can use a different account."
        confirmLabel="Start Over"
        onConfirm={() => {
          setConfirmStartOver(false);
          localLogout();
        }}
      />
    </>
  );
}
