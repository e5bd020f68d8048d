import type { InventoryItem } from '@circle/contract';
import { ArrowLeftRight, Eye, EyeOff, Merge } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { PrintLabelsButton } from '@/features/labels';
import { refusalMessageOf } from '@/lib/api-errors';
import { useBulkInventoryItems } from '../api/bulk-inventory-items';
import { useMergeInventoryItems } from '../api/merge-inventory-items';
import { MERGE_TEXTS, mergeOutcome } from './merge-item-dialog';
import './browse-selection.css';

export const SELECTION_TEXTS = {
  select: 'Select',
  done: 'Done',
  mergeTitle: 'Merge Two Items?',
  pickTwo: 'Select two items to merge them into one.',
} as const;

/**
 * Items chosen in Browse's list to act on together (merging two into one). Holds the items
 * themselves, in the order they were picked: the first one picked is the one kept.
 */
export function useBrowseSelection() {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<InventoryItem[]>([]);
  const toggle = (item: InventoryItem) =>
    setSelected((current) =>
      current.some((entry) => entry.id === item.id)
        ? current.filter((entry) => entry.id !== item.id)
        : [...current, item],
    );
  const stop = () => {
    setSelecting(false);
    setSelected([]);
  };
  return {
    selecting,
    selected,
    start: () => setSelecting(true),
    stop,
    toggle,
    isSelected: (item: InventoryItem) => selected.some((entry) => entry.id === item.id),
  };
}

export type BrowseSelection = ReturnType<typeof useBrowseSelection>;

/** A card in selection mode: a checkbox over its picture says whether it is chosen. */
export function SelectableCard({
  item,
  selection,
  children,
}: {
  item: InventoryItem;
  selection: BrowseSelection;
  children: ReactNode;
}) {
  if (!selection.selecting) return <>{children}</>;
  const checked = selection.isSelected(item);
  return (
    <div className="selectable-card" data-selected={checked || undefined}>
      {children}
      <label className="selectable-card__check">
        <input
          type="checkbox"
          checked={checked}
          onChange={() => selection.toggle(item)}
          aria-label={`Select ${item.item_name}`}
        />
      </label>
    </div>
  );
}

/** The bar under the results count while selecting: how many are chosen, Merge, Done. */
export function SelectionBar({ selection }: { selection: BrowseSelection }) {
  const [confirming, setConfirming] = useState(false);
  const [swapped, setSwapped] = useState(false);
  const merge = useMergeInventoryItems();
  const [first, second] = selection.selected;
  const pair = selection.selected.length === 2 && first && second ? [first, second] : null;
  const [kept, other] = pair ? (swapped ? [pair[1], pair[0]] : pair) : [null, null];

  const confirm = () => {
    if (!kept || !other) return;
    merge.mutate(
      { id: kept.id, otherId: other.id },
      {
        onSuccess: (result) => {
          setConfirming(false);
          selection.stop();
          toast.success(
            'Items Merged',
            `"${other.item_name}" was merged into "${result.item_name}" (quantity ${result.quantity}).`,
          );
        },
        onError: (failure) => {
          setConfirming(false);
          toast.error(MERGE_TEXTS.failed, refusalMessageOf(failure, MERGE_TEXTS.unexpected));
        },
      },
    );
  };

  return (
    <div className="selection-bar" role="toolbar" aria-label="Selected items">
      <p className="selection-bar__count" aria-live="polite">
        {selection.selected.length === 0
          ? SELECTION_TEXTS.pickTwo
          : `${selection.selected.length} selected`}
      </p>
      <Button
        size="sm"
        icon={<Merge size={16} aria-hidden />}
        disabled={!pair}
        title={pair ? undefined : SELECTION_TEXTS.pickTwo}
        onClick={() => {
          setSwapped(false);
          setConfirming(true);
        }}
      >
        Merge
      </Button>
      <PublishButtons selection={selection} />
      <PrintLabelsButton
        itemIds={selection.selected.map((item) => item.id)}
        subject={`${selection.selected.length} selected items`}
      />
      <Button size="sm" variant="secondary" onClick={selection.stop}>
        {SELECTION_TEXTS.done}
      </Button>
      {kept && other ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={SELECTION_TEXTS.mergeTitle}
          message={
            <>
              <span className="selection-bar__outcome">{mergeOutcome(kept, other)}</span>
              <Button
                size="sm"
                variant="ghost"
                icon={<ArrowLeftRight size={16} aria-hidden />}
                onClick={() => setSwapped((value) => !value)}
                disabled={merge.isPending}
              >
                Keep “{other.item_name}” instead
              </Button>
            </>
          }
          confirmLabel="Merge"
          onConfirm={confirm}
          loading={merge.isPending}
        />
      ) : null}
    </div>
  );
}

/** Publish or unpublish every selected item in one action. */
function PublishButtons({ selection }: { selection: BrowseSelection }) {
  const bulk = useBulkInventoryItems();
  const count = selection.selected.length;
  const publish = (isPublic: boolean) =>
    bulk.mutate(
      { item_ids: selection.selected.map((item) => item.id), set: { is_public: isPublic } },
      {
        onSuccess: (result) =>
          toast.success(
            isPublic ? 'Items Published' : 'Items Unpublished',
            `${result.updated} ${result.updated === 1 ? 'item is' : 'items are'} now ${isPublic ? 'public' : 'private'}.`,
          ),
        onError: (failure) =>
          toast.error('Could not change the items', refusalMessageOf(failure, 'Please try again.')),
      },
    );
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<Eye size={16} aria-hidden />}
        disabled={count === 0 || bulk.isPending}
        onClick={() => publish(true)}
      >
        Publish
      </Button>
      <Button
        size="sm"
        variant="secondary"
        icon={<EyeOff size={16} aria-hidden />}
        disabled={count === 0 || bulk.isPending}
        onClick={() => publish(false)}
      >
        Unpublish
      </Button>
    </>
  );
}
