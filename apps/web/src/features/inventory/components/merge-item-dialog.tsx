import type { InventoryItem } from '@circle/contract';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { refusalMessageOf } from '@/lib/api-errors';
import { useInventory } from '../api/get-inventory';
import { useMergeInventoryItems } from '../api/merge-inventory-items';
import { DEFAULT_FILTERS, SEARCH_DEBOUNCE_MS } from '../lib/inventory-filters';
import { MergeCandidateList } from './merge-candidate-list';
import './merge-item-dialog.css';

export const MERGE_TEXTS = {
  title: 'Merge Into This Item',
  failed: 'Could not merge the items',
  unexpected: 'The items were not merged. Please try again.',
} as const;

/** What merging `other` into `item` does, in the words the confirmation uses. */
export function mergeOutcome(item: InventoryItem, other: InventoryItem): string {
  const total = item.quantity + other.quantity;
  return (
    `"${other.item_name}" (quantity ${other.quantity}) is folded into "${item.item_name}" ` +
    `(quantity ${item.quantity}): the quantity becomes ${total}, details missing here are taken ` +
    `from "${other.item_name}", tags are joined, and "${other.item_name}" is deleted. ` +
    'This cannot be undone.'
  );
}

function useMergeCandidates(item: InventoryItem, search: string) {
  const query = useInventory({ ...DEFAULT_FILTERS, search });
  const candidates = (query.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((candidate) => candidate.id !== item.id && !candidate.sharing_info?.is_borrowed);
  return { candidates, loading: query.isPending };
}

/** Picks another of the owner's items and merges it into `item` (quantities add). */
export function MergeItemDialog({
  item,
  open,
  onOpenChange,
  onMerged,
}: {
  item: InventoryItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMerged: (kept: InventoryItem, other: InventoryItem) => void;
}) {
  const [search, setSearch] = useState(item.item_name);
  const [chosen, setChosen] = useState<InventoryItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const merge = useMergeInventoryItems();
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { candidates, loading } = useMergeCandidates(item, open ? debounced : '');

  useEffect(() => {
    if (!open) return;
    setSearch(item.item_name);
    setChosen(null);
    setError(null);
  }, [open, item.item_name]);

  const confirm = () => {
    if (!chosen) return;
    setError(null);
    merge.mutate(
      { id: item.id, otherId: chosen.id },
      {
        onSuccess: (kept) => onMerged(kept, chosen),
        onError: (failure) => setError(refusalMessageOf(failure, MERGE_TEXTS.unexpected)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (merge.isPending ? undefined : onOpenChange(next))}
      title={MERGE_TEXTS.title}
      description={`Choose the item that is the same thing as "${item.item_name}".`}
      variant="sheet"
      stickyFooter
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={!chosen} loading={merge.isPending} onClick={confirm}>
            Merge
          </Button>
        </>
      }
    >
      <SearchField
        id="merge-search"
        label="Search your items"
        placeholder="Search your items"
        value={search}
        onChange={setSearch}
      />
      <MergeCandidateList candidates={candidates} chosenId={chosen?.id} onChoose={setChosen} />
      {loading ? <Spinner size={20} label="Loading your items" /> : null}
      {!loading && candidates.length === 0 ? (
        <p className="muted">No other item matches. Try another name.</p>
      ) : null}
      {chosen ? (
        <p className="merge-outcome" role="status">
          {mergeOutcome(item, chosen)}
        </p>
      ) : null}
      <FormAlert message={error ? `${MERGE_TEXTS.failed}: ${error}` : null} />
    </Dialog>
  );
}
