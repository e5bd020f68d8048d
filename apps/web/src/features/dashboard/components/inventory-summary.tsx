import type { Statistics } from '@circle/contract';
import { pluralize } from '../lib/dashboard-display';
import '@/components/ui/card.css';
import './dashboard.css';
import './inventory-summary.css';

/** The inventory summary: items, files, categories, verified, public, lent and borrowed. */
export function InventorySummary({ summary }: { summary: Statistics['inventory_summary'] }) {
  const stats = [
    { label: 'Items', value: summary.total_items },
    { label: 'Files', value: summary.total_files },
    { label: 'Categories', value: summary.categories },
    { label: 'Verified', value: summary.verified_items },
    { label: 'Public', value: summary.public_items },
    { label: 'Lent', value: summary.lent_items },
    { label: 'Borrowed', value: summary.borrowed_items },
  ];
  return (
    <section className="card dash-card dash-area--summary" aria-labelledby="summary-title">
      <div className="dash-card__head">
        <h2 id="summary-title" className="dash-card__title">
          Inventory
        </h2>
        <span className="dash-card__meta">
          {pluralize(summary.photo_files, 'photo')} ·{' '}
          {pluralize(summary.document_files, 'document')}
        </span>
      </div>
      <dl className="summary-grid">
        {stats.map((stat) => (
          <div key={stat.label} className="summary-grid__item">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
