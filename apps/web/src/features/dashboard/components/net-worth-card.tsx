import type { Statistics } from '@circle/contract';
import { categoryLabel } from '@/lib/item-display';
import { ReportButton } from '@/features/portability';
import { formatValue } from '@/lib/format';
import { categoryBars, pluralize } from '../lib/dashboard-display';
import '@/components/ui/card.css';
import '@/components/ui/badge.css';
import './dashboard.css';
import './net-worth-card.css';

/** Net worth: the total, verified and unverified shares, and a bar chart of value by category. */
export function NetWorthCard({ netWorth }: { netWorth: Statistics['net_worth'] }) {
  const bars = categoryBars(netWorth.by_category);
  return (
    <section className="card dash-card dash-area--net-worth" aria-labelledby="net-worth-title">
      <div className="dash-card__head">
        <h2 id="net-worth-title" className="dash-card__title">
          Net worth
        </h2>
        <span className="dash-card__meta">{netWorth.currency}</span>
      </div>
      <p
        className="net-worth__total"
        aria-label={`Total value ${formatValue(netWorth.total_value)}`}
      >
        {formatValue(netWorth.total_value)}
      </p>
      <dl className="net-worth__split">
        <div>
          <dt>Verified</dt>
          <dd className="tone--success">{formatValue(netWorth.verified_value)}</dd>
        </div>
        <div>
          <dt>Unverified</dt>
          <dd>{formatValue(netWorth.unverified_value)}</dd>
        </div>
      </dl>
      {bars.length > 0 ? (
        <figure className="category-chart">
          <figcaption className="category-chart__caption">Value by category</figcaption>
          <ul className="category-chart__list">
            {bars.map((bar) => {
              const text = `${categoryLabel(bar.category)}: ${formatValue(bar.value)}, ${pluralize(bar.count, 'item')}`;
              return (
                <li key={bar.category} className="category-chart__row" title={text}>
                  <span className="visually-hidden">{text}</span>
                  <span className="category-chart__label" aria-hidden="true">
                    {categoryLabel(bar.category)}
                  </span>
                  <span className="category-chart__track" aria-hidden="true">
                    <span className="category-chart__bar" style={{ width: `${bar.percent}%` }} />
                  </span>
                  <span className="category-chart__value" aria-hidden="true">
                    {formatValue(bar.value)}
                  </span>
                </li>
              );
            })}
          </ul>
        </figure>
      ) : (
        <p className="muted">Upload a photo to see what your things are worth.</p>
      )}
      <div className="net-worth__report">
        <ReportButton size="sm" fullWidth />
      </div>
    </section>
  );
}
