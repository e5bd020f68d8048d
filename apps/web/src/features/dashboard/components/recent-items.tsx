import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { CategoryTag, ConfidenceBadge } from '@/components/items/item-card';
import { useRecentItems } from '../api/get-recent-items';
import '@/components/ui/card.css';
import '@/components/ui/skeleton.css';
import '@/components/ui/page.css';
import './dashboard.css';
import './recent-items.css';

/**
 * Recently Added (spec §2): the 5 newest items with name, category and confidence; tapping one
 * opens ItemDetail. A failed load is tolerated (spec §7): the section stays away.
 */
export function RecentItems() {
  const recent = useRecentItems();
  if (recent.isError) return null;
  const items = recent.data?.items ?? [];
  return (
    <section className="section dash-area--recent" aria-labelledby="recent-title">
      <div className="section__head">
        <h2 id="recent-title" className="section__title">
          Recently Added
        </h2>
        {items.length > 0 ? (
          <Link to="/browse" className="link-subtle">
            See all
          </Link>
        ) : null}
      </div>
      {recent.isPending ? (
        <ul className="recent-list" aria-busy="true" aria-label="Loading recent items">
          {[0, 1, 2].map((key) => (
            <li key={key} className="recent-item recent-item--skeleton">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--shorter" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className="card muted recent-empty">
          Nothing here yet. <Link to="/upload">Upload a photo</Link> and the AI will list what it
          sees.
        </p>
      ) : (
        <ul className="recent-list">
          {items.map((item) => (
            <li key={item.id} className="recent-item">
              <div className="recent-item__body">
                <Link to={`/item/${item.id}`} className="stretched-link recent-item__name">
                  {item.item_name}
                </Link>
                <CategoryTag category={item.item_category} />
              </div>
              <ConfidenceBadge score={item.confidence_score} />
              <ChevronRight size={18} aria-hidden className="recent-item__chevron" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
