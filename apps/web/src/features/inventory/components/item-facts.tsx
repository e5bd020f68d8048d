import type { InventoryItem } from '@circle/contract';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { formatMoney } from '@/lib/format-money';
import { categoryLabel } from '@/lib/item-display';

/** A borrowed item's details: someone else's, so shown but not editable. */
export function ItemFacts({ item }: { item: InventoryItem }) {
  const facts: Fact[] = [
    ['Category', categoryLabel(item.item_category)],
    ['Brand', item.brand],
    ['Condition', item.condition ? categoryLabel(item.condition) : null],
    ['Estimated value', item.estimated_value == null ? null : formatMoney(item.estimated_value)],
    ['Tags', item.tags.length > 0 ? item.tags.join(', ') : null],
  ];
  return (
    <section className="card item-editor" aria-labelledby="item-details-title">
      <h2 id="item-details-title" className="section__title">
        Details
      </h2>
      <p className="muted small">
        This item belongs to {item.sharing_info?.borrowed_from_name ?? 'its owner'}: you can see it
        while you borrow it, but not change it.
      </p>
      {item.item_description ? <p>{item.item_description}</p> : null}
      <FactList facts={facts} />
    </section>
  );
}
