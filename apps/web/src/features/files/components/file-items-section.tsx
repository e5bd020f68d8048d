import type { FileRecord, InventoryItem } from '@circle/contract';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ConfidenceBadge } from '@/components/items/item-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { categoryIcon } from '@/lib/item-display';
import { formatValue } from '@/lib/format';

interface FileItemsSectionProps {
  file: FileRecord;
  /** The file's items, once its details have loaded. */
  items: InventoryItem[] | undefined;
  /** Why the details failed to load, if they did. */
  loadError: string | null;
  onAddItem: () => void;
}

/** "Items found": links to the items detected in the file, and Add an item the AI missed. */
export function FileItemsSection({ file, items, loadError, onAddItem }: FileItemsSectionProps) {
  return (
    <section className="file-details__section">
      <h3 className="file-details__heading">
        Items found {items ? `(${items.length})` : `(${file.item_count})`}
      </h3>
      {!items ? (
        loadError !== null ? (
          <p className="muted small">{loadError}</p>
        ) : (
          <Spinner size={20} label="Loading items" />
        )
      ) : items.length === 0 ? (
        <p className="muted small">No items were detected in this file.</p>
      ) : (
        <ul className="file-details__items">
          {items.map((item) => {
            const Icon = categoryIcon(item.item_category, item.item_name);
            return (
              <li key={item.id}>
                <Link to={`/item/${item.id}`} className="detected-item">
                  <Icon size={16} aria-hidden />
                  <span className="detected-item__name">{item.item_name}</span>
                  <ConfidenceBadge score={item.confidence_score} />
                  {item.estimated_value != null ? (
                    <span className="detected-item__value">
                      {formatValue(item.estimated_value)}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus size={16} aria-hidden />}
        onClick={onAddItem}
      >
        Add an item the AI missed
      </Button>
    </section>
  );
}
