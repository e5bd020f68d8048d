import type { ReferencedItem } from '@circle/contract';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { ConditionBadge } from '@/components/items/item-card';
import { ITEM_NOT_FOUND, categoryIcon, categoryLabel } from '@/lib/item-display';
import { cx } from '@/lib/cx';
import { formatValue } from '@/lib/format';
import { referencedItemsView } from '../lib/referenced-items';
import '@/components/ui/badge.css';
import './referenced-items.css';

function ReferencedItemRow({ item }: { item: ReferencedItem }) {
  const navigate = useNavigate();
  const Icon = categoryIcon(item.category, item.item_name);
  const removed = !item.exists;
  const open = () => {
    if (removed) {
      toast.error(ITEM_NOT_FOUND.title, ITEM_NOT_FOUND.message);
      return;
    }
    void navigate(`/item/${encodeURIComponent(item.id)}`);
  };
  return (
    <li>
      <button
        type="button"
        className={cx('ref-item', removed && 'ref-item--removed')}
        onClick={open}
        aria-disabled={removed || undefined}
      >
        <span className="ref-item__icon">
          <Icon size={16} aria-hidden />
        </span>
        <span className="ref-item__body">
          <span className="ref-item__name">{item.item_name}</span>
          <span className="ref-item__meta">
            <span>{categoryLabel(item.category)}</span>
            {item.condition ? <ConditionBadge condition={item.condition} /> : null}
            {removed ? <span className="badge badge--error">Removed</span> : null}
          </span>
        </span>
        <span className="ref-item__value">
          {item.estimated_value === null ? '—' : formatValue(item.estimated_value)}
        </span>
        {removed ? null : <ChevronRight size={16} aria-hidden className="ref-item__chevron" />}
      </button>
    </li>
  );
}

/**
 * The items an answer refers to (spec §2 Chat): 5, then "Show more" / "Show less". Tapping one
 * opens ItemDetail; an item deleted since shows as removed and stays put.
 */
export function ReferencedItems({ items }: { items: readonly ReferencedItem[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (items.length === 0) return null;
  const view = referencedItemsView(items, expanded);
  return (
    <div className="ref-items">
      <p className="ref-items__title" id={`${listId}-title`}>
        Referenced items ({items.length})
      </p>
      <ul id={listId} className="ref-items__list" aria-labelledby={`${listId}-title`}>
        {view.visible.map((item) => (
          <ReferencedItemRow key={item.id} item={item} />
        ))}
      </ul>
      {view.toggleLabel ? (
        <button
          type="button"
          className="ref-items__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {view.toggleLabel}
        </button>
      ) : null}
    </div>
  );
}
