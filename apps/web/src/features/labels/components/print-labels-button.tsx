import { Printer } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PrintLabelsDialogProps } from './print-labels-dialog';

// The sheet choices come with the dialog, when it first opens: lists and item pages stay light.
const LoadedDialog = lazy(() =>
  import('./print-labels-dialog').then((module) => ({ default: module.PrintLabelsDialog })),
);

/** The label dialog, loaded when first shown. */
export function PrintLabelsDialog(props: PrintLabelsDialogProps) {
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}

/** A button that opens the label dialog for the given items. */
export function PrintLabelsButton({
  itemIds,
  subject,
  size = 'sm',
  variant = 'secondary',
  label = 'Labels',
}: {
  itemIds: string[];
  subject: string;
  size?: 'sm' | 'md';
  variant?: 'primary' | 'secondary' | 'ghost';
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant={variant}
        icon={<Printer size={16} aria-hidden />}
        disabled={itemIds.length === 0}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open ? (
        <PrintLabelsDialog open onOpenChange={setOpen} itemIds={itemIds} subject={subject} />
      ) : null}
    </>
  );
}
