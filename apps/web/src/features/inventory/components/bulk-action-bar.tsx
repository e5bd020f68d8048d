import type { InventoryItem } from '@circle/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { BrowseSelection } from '../hooks/use-browse-selection';
import './browse-selection.css';

export const BULK_TEXTS = {
  pickSome: 'Tap items to select them.',
  done: 'Done',
} as const;

/** What an action works with: the selected items, and ending the selection once it is done. */
export interface BulkActionContext {
  items: InventoryItem[];
  queryClient: QueryClient;
  /** Leaves selection mode (the action is done). */
  finish: () => void;
}

export interface BulkActionDialogProps extends BulkActionContext {
  /** Closes the dialog, the selection kept. */
  onClose: () => void;
}

/**
 * One thing to do with the selected items, shown as a button of the bar. Either it opens its own
 * dialog (`Dialog`) or it runs at once (`run`). Features add actions to the list the bar gets.
 */
export interface BulkAction {
  id: string;
  label: string;
  icon: ReactNode;
  /** The fewest items it works on (1 when absent; merging takes 2). */
  minSelected?: number;
  variant?: 'secondary' | 'danger';
  Dialog?: ComponentType<BulkActionDialogProps>;
  run?: (context: BulkActionContext) => void;
}

/** The bar over the selected items: how many, one button per action, and Done. */
export function BulkActionBar({
  selection,
  actions,
}: {
  selection: BrowseSelection;
  actions: readonly BulkAction[];
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<BulkAction | null>(null);
  const count = selection.selected.length;
  const context: BulkActionContext = {
    items: selection.selected,
    queryClient,
    finish: () => {
      setOpen(null);
      selection.stop();
    },
  };
  const OpenDialog = open?.Dialog;
  return (
    <div className="bulk-bar" role="toolbar" aria-label="Selected items">
      <p className="bulk-bar__count" aria-live="polite">
        {count === 0 ? BULK_TEXTS.pickSome : `${count} selected`}
      </p>
      <div className="bulk-bar__actions">
        {actions.map((action) => (
          <Button
            key={action.id}
            size="sm"
            variant={action.variant ?? 'secondary'}
            icon={action.icon}
            disabled={count < (action.minSelected ?? 1)}
            onClick={() => (action.Dialog ? setOpen(action) : action.run?.(context))}
          >
            {action.label}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={selection.stop}>
          {BULK_TEXTS.done}
        </Button>
      </div>
      {OpenDialog ? <OpenDialog {...context} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
