import { ChevronRight } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { StackHeader } from '@/components/layout/stack-header';
import { ItemCard } from '@/components/items/item-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format-money';
import { usePlace } from '../api/places-api';
import { placeSummary } from '../lib/place-options';
import { AddPlaceForm, PlaceEditor } from './place-forms';
import { PlacePhoto, PlaceThumb } from './place-photo';
import '@/components/ui/page.css';
import '@/components/ui/empty-state.css';
import './places.css';

/** One place: where it is, what is inside it (its sub-places and every item below it), its value. */
export function PlaceScreen() {
  const { placeId = '' } = useParams();
  const navigate = useNavigate();
  const place = usePlace(placeId);

  if (place.isPending) {
    return (
      <>
        <StackHeader title="Place" backTo="/places" />
        <Spinner label="Loading the place" />
      </>
    );
  }
  if (place.isError) {
    return (
      <>
        <StackHeader title="Place" backTo="/places" />
        <div className="page page--narrow">
          <ErrorState
            title="Unable to load this place"
            message="It may have been deleted, or it belongs to a household you are not in."
            onRetry={() => void place.refetch()}
          />
        </div>
      </>
    );
  }
  const p = place.data;
  return (
    <>
      <StackHeader title={p.name} backTo={p.parent_id ? `/places/${p.parent_id}` : '/places'} />
      <div className="page place-page">
        <nav aria-label="Where it is" className="place-page__crumbs">
          <Link to="/places">Places</Link>
          {p.ancestors.map((ancestor) => (
            <span key={ancestor.id}>
              {' / '}
              <Link to={`/places/${ancestor.id}`}>{ancestor.name}</Link>
            </span>
          ))}
          <span aria-current="page">{` / ${p.name}`}</span>
        </nav>
        <PlacePhoto key={p.photo_file_id ?? 'none'} place={p} />
        {p.description ? <p className="place-page__description">{p.description}</p> : null}
        <p className="place-page__total">
          <strong>{placeSummary(p, formatMoney)}</strong> in total, everything inside included
        </p>

        <section aria-labelledby="sub-places-title" className="place-page__section">
          <h2 id="sub-places-title" className="place-page__heading">
            Places inside
          </h2>
          {p.sub_places.length ? (
            <ul className="place-tree">
              {p.sub_places.map((sub) => (
                <li key={sub.id} className="place-row">
                  <Link to={`/places/${sub.id}`} className="place-row__link">
                    <PlaceThumb place={sub} />
                    <span className="place-row__name">{sub.name}</span>
                    <span className="place-row__summary">{placeSummary(sub, formatMoney)}</span>
                    <ChevronRight size={16} aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <AddPlaceForm parentId={p.id} label={`New place inside ${p.name}`} />
        </section>

        <section aria-labelledby="items-title" className="place-page__section">
          <h2 id="items-title" className="place-page__heading">
            Items ({p.total_item_count})
          </h2>
          {p.items.length ? (
            <div className="card-grid">
              {p.items.map((item) => (
                <ItemCard key={item.id} item={item} />
              ))}
            </div>
          ) : (
            <EmptyState title="Nothing here yet" message="Choose this place in an item's edit." />
          )}
        </section>

        <details className="place-page__manage">
          <summary>Rename, move or delete</summary>
          <PlaceEditor key={p.updated_at} place={p} onDeleted={() => void navigate('/places')} />
        </details>
      </div>
    </>
  );
}
