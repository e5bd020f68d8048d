import type { InventoryItem } from '@circle/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatValue } from '@/lib/format';
import { categoryIcon } from '@/lib/item-display';
import { moreItemsLabel, splitDetectedItems } from '../lib/detected-items';
import './detected-items.css';
import './files.css';

/**
 * The items detected in a file: a compact row of up to 5, then "+N more items", which expands
 * into the full list.
 */
export function DetectedItems({ items }: { items: InventoryItem[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (items.length === 0) {
    return <p className="detected-items__empty">No items detected</p>;
  }
  const { visible, hiddenCount } = splitDetectedItems(items);
  const shown = expanded ? items : visible;
  return (
    <div className="detected-items">
      <ul
        id={listId}
        className={expanded ? 'detected-items__list' : 'detected-items__row'}
        aria-label="Detected items"
      >
        {shown.map((item) => {
          const Icon = categoryIcon(item.item_category, item.item_name);
          return (
            <li key={item.id}>
              <Link
                to={`/item/${item.id}`}
                className={expanded ? 'detected-item' : 'detected-chip'}
              >
                <Icon size={14} aria-hidden />
                <span className="detected-item__name">{item.item_name}</span>
                {expanded && item.estimated_value != null ? (
                  <span className="detected-item__value">{formatValue(item.estimated_value)}</span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
      {hiddenCount > 0 || expanded ? (
        <button
          type="button"
          className="detected-items__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show fewer' : moreItemsLabel(hiddenCount)}
        </button>
      ) : null}
    </div>
  );
}
