import { formatValue } from '@/lib/format';
import { useInventoryOverview } from '../api/get-inventory-overview';
import './inventory-stats.css';

/** The stats header of Browse: items, their total estimated value, categories. */
export function InventoryStats() {
  const overview = useInventoryOverview();
  const data = overview.data;
  const placeholder = overview.isPending ? '…' : '—';
  const stats = [
    { label: 'Items', value: data ? String(data.totalItems) : placeholder },
    {
      label: 'Total value',
      value: data ? `${formatValue(data.totalValue)}${data.partial ? '+' : ''}` : placeholder,
    },
    { label: 'Categories', value: data ? String(data.categories.length) : placeholder },
  ];
  return (
    <dl
      className="browse-stats"
      aria-label="Inventory summary"
      aria-busy={overview.isPending || undefined}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="browse-stats__item">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
