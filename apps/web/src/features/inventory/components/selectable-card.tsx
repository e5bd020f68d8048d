import type { InventoryItem } from '@circle/contract';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BrowseSelection } from '../hooks/use-browse-selection';
import './browse-selection.css';

/**
 * A card in selection mode: a tap anywhere on it selects or deselects it (instead of opening
 * the item); shift-click selects the range from the last card clicked. A checkbox for keyboards
 * and screen readers; the card's own links and buttons rest meanwhile.
 */
export function SelectableCard({
  item,
  list,
  selection,
  children,
}: {
  item: InventoryItem;
  /** The items in the order they are shown, for shift-click ranges. */
  list: readonly InventoryItem[];
  selection: BrowseSelection;
  children: ReactNode;
}) {
  if (!selection.selecting) return <>{children}</>;
  const checked = selection.isSelected(item);
  return (
    <div className="selectable-card" data-selected={checked || undefined}>
      <div inert>{children}</div>
      <button
        type="button"
        role="checkbox"
        aria-checked={checked}
        aria-label={`Select ${item.item_name}`}
        className="selectable-card__hit"
        onClick={(event) => selection.pick(item, list, event.shiftKey)}
      >
        <span className="selectable-card__check" aria-hidden="true">
          {checked ? <Check size={18} strokeWidth={3} /> : null}
        </span>
      </button>
    </div>
  );
}
