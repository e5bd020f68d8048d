import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useEndingWarranties } from '../api/get-ending-warranties';
import '@/components/ui/card.css';
import './dashboard.css';
import './recent-items.css';

const whenOf = (daysLeft: number) =>
  daysLeft <= 0 ? 'ends today' : daysLeft === 1 ? 'ends tomorrow' : `ends in ${daysLeft} days`;

/** Warranties about to end: shown only when there are some, each opening its item. */
export function EndingWarranties() {
  const warranties = useEndingWarranties();
  const items = warranties.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="section" aria-labelledby="warranties-title">
      <div className="section__head">
        <h2 id="warranties-title" className="section__title">
          Warranties ending soon
        </h2>
      </div>
      <ul className="recent-list">
        {items.map((item) => (
          <li key={item.item_id} className="recent-item">
            <ShieldAlert size={18} aria-hidden className="recent-item__chevron" />
            <div className="recent-item__body">
              <Link to={`/item/${item.item_id}`} className="stretched-link recent-item__name">
                {item.item_name}
              </Link>
              <span className="muted">
                {whenOf(item.days_left)} ·{' '}
                <time dateTime={item.warranty_until}>
                  {new Date(`${item.warranty_until}T00:00:00Z`).toLocaleDateString(undefined, {
                    dateStyle: 'medium',
                    timeZone: 'UTC',
                  })}
                </time>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
