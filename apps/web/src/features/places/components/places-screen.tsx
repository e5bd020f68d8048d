import type { Place } from '@circle/contract';
import { ChevronRight, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { StackHeader } from '@/components/layout/stack-header';
import { IconButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format-money';
import { usePlaces } from '../api/places-api';
import { placeSummary } from '../lib/place-options';
import { AddPlaceForm, PlaceEditor } from './place-forms';
import { PlaceThumb } from './place-photo';
import '@/components/ui/page.css';
import '@/components/ui/empty-state.css';
import './places.css';

function PlaceRow({ place }: { place: Place }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="place-row" style={{ '--depth': place.depth } as React.CSSProperties}>
      <div className="place-row__line">
        <Link to={`/places/${place.id}`} className="place-row__link">
          <PlaceThumb place={place} />
          <span className="place-row__name">{place.name}</span>
          <span className="place-row__summary">{placeSummary(place, formatMoney)}</span>
          <ChevronRight size={16} aria-hidden />
        </Link>
        <IconButton
          label={`Edit ${place.name}`}
          aria-expanded={editing}
          onClick={() => setEditing((open) => !open)}
        >
          <Pencil size={16} aria-hidden />
        </IconButton>
      </div>
      {editing ? (
        <div className="place-row__editor">
          <PlaceEditor place={place} onDeleted={() => setEditing(false)} />
          <AddPlaceForm parentId={place.id} label={`New place inside ${place.name}`} />
        </div>
      ) : null}
    </li>
  );
}

/** The household's places as a tree: what each holds and is worth, and managing them. */
export function PlacesScreen() {
  const places = usePlaces();
  return (
    <>
      <StackHeader title="Places" backTo="/browse" />
      <div className="page page--narrow places">
        <p className="places__intro">
          Where your things live: a home, its rooms, the shelves and boxes in them.
        </p>
        <AddPlaceForm parentId={null} label="New top-level place" />
        {places.isPending ? (
          <Spinner label="Loading places" />
        ) : places.isError ? (
          <ErrorState
            title="Unable to load places"
            message="Check your connection and try again."
            onRetry={() => void places.refetch()}
          />
        ) : places.data.places.length === 0 ? (
          <EmptyState
            title="No places yet"
            message="Add your home or a room above, or give an item a location."
          />
        ) : (
          <ul className="place-tree" aria-label="Places">
            {places.data.places.map((place) => (
              <PlaceRow key={place.id} place={place} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
