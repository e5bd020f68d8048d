import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import './filter-sheet.css';

/**
 * A bottom sheet of filters that apply as they change: Clear All (enabled while `activeCount` is
 * above zero) and Show Results, which closes it.
 */
export function FilterSheet({
  open,
  onOpenChange,
  activeCount,
  onClear,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  activeCount: number;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Filters"
      variant="sheet"
      stickyFooter
      closeLabel="Close filters"
      footer={
        <>
          <Button variant="ghost" onClick={onClear} disabled={activeCount === 0}>
            Clear All
          </Button>
          <Button onClick={() => onOpenChange(false)}>Show Results</Button>
        </>
      }
    >
      <div className="filter-sheet">{children}</div>
    </Dialog>
  );
}
