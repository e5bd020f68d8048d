import type { Place } from '@circle/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessageOf } from '@/lib/api-errors';
import { useCreatePlace, useDeletePlace, useUpdatePlace } from '../api/places-api';
import { PlaceSelect } from './place-select';

/** A name and an "Add" button: a new place at the top, or inside `parentId`. */
export function AddPlaceForm({ parentId, label }: { parentId: string | null; label: string }) {
  const create = useCreatePlace();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    create.mutate(
      { name, parent_id: parentId },
      {
        onSuccess: () => setName(''),
        onError: (e) => setError(refusalMessageOf(e, 'The place could not be added.')),
      },
    );
  };
  return (
    <form className="place-form" onSubmit={submit}>
      <TextField
        label={label}
        placeholder={parentId ? 'e.g. Shelf B' : 'e.g. Home'}
        value={name}
        maxLength={150}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" size="sm" loading={create.isPending} disabled={!name.trim()}>
        Add
      </Button>
    </form>
  );
}

/** Rename, move or delete one place. */
export function PlaceEditor({ place, onDeleted }: { place: Place; onDeleted?: () => void }) {
  const update = useUpdatePlace();
  const remove = useDeletePlace();
  const [name, setName] = useState(place.name);
  const [parent, setParent] = useState<string | null>(place.parent_id);
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const holds = place.item_count > 0 || place.sub_place_count > 0;

  const save = (changes: { name?: string; parent_id?: string | null }) => {
    setError(undefined);
    update.mutate(
      { id: place.id, changes },
      {
        onSuccess: () => toast.success('Place saved'),
        onError: (e) => setError(refusalMessageOf(e, 'The place could not be saved.')),
      },
    );
  };
  const destroy = () => {
    setError(undefined);
    remove.mutate(
      { id: place.id, ...(holds ? { moveTo: moveTo ?? 'none' } : {}) },
      {
        onSuccess: () => {
          toast.success('Place deleted');
          onDeleted?.();
        },
        onError: (e) => setError(refusalMessageOf(e, 'The place could not be deleted.')),
      },
    );
  };

  return (
    <div className="place-editor">
      <form
        className="place-form"
        onSubmit={(event) => {
          event.preventDefault();
          save({ name });
        }}
      >
        <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" size="sm" variant="secondary" disabled={name.trim() === place.name}>
          Rename
        </Button>
      </form>
      <div className="place-form">
        <PlaceSelect
          label="Inside"
          none="Nothing (top level)"
          value={parent}
          excludeBranchOf={place.id}
          onChange={setParent}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={parent === place.parent_id}
          onClick={() => save({ parent_id: parent })}
        >
          Move
        </Button>
      </div>
      <div className="place-form">
        {holds ? (
          <PlaceSelect
            label="Move what it holds to"
            none="No place (sub-places move up)"
            value={moveTo}
            excludeBranchOf={place.id}
            onChange={setMoveTo}
          />
        ) : null}
        <Button size="sm" variant="danger" loading={remove.isPending} onClick={destroy}>
          Delete place
        </Button>
      </div>
      {error ? (
        <p className="inline-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
