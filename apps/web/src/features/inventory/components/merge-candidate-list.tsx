import type { InventoryItem } from '@circle/contract';
import { Check } from 'lucide-react';
import { ItemPicture } from '@/components/items/item-picture';
import { cx } from '@/lib/cx';
import { formatValue } from '@/lib/format';
import { categoryLabel } from '@/lib/item-display';

interface MergeCandidateListProps {
  candidates: readonly InventoryItem[];
  chosenId: string | undefined;
  onChoose: (item: InventoryItem) => void;
}

/** The owner's other items that could be merged in, the chosen one marked. */
export function MergeCandidateList({ candidates, chosenId, onChoose }: MergeCandidateListProps) {
  return (
    <ul className="merge-list" aria-label="Items to merge">
      {candidates.map((candidate) => (
        <li key={candidate.id}>
          <button
            type="button"
            className={cx('merge-option', chosenId === candidate.id && 'merge-option--chosen')}
            aria-pressed={chosenId === candidate.id}
            onClick={() => onChoose(candidate)}
          >
            <ItemPicture item={candidate} className="merge-option__picture" />
            <span className="merge-option__text">
              <span className="merge-option__name">{candidate.item_name}</span>
              <span className="muted small">
                {categoryLabel(candidate.item_category)} · quantity {candidate.quantity}
                {candidate.estimated_value == null
                  ? ''
                  : ` · ${formatValue(candidate.estimated_value)}`}
              </span>
            </span>
            {chosenId === candidate.id ? <Check size={18} aria-hidden /> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
