import type { Place } from '@circle/contract';
import { Camera, ImageOff, MapPin } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessageOf } from '@/lib/api-errors';
import { useSetPlacePhoto, useUpdatePlace } from '../api/places-api';

/** What the file chooser offers (the server checks the bytes). */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,image/gif,.heic';

/** A place's small picture in a list: its photo, or the place icon. */
export function PlaceThumb({ place }: { place: Pick<Place, 'photo_url'> }) {
  return place.photo_url ? (
    <img className="place-thumb" src={place.photo_url} alt="" loading="lazy" />
  ) : (
    <MapPin size={16} aria-hidden className="place-row__icon" />
  );
}

/** The place's photo, with adding, replacing and removing it. */
export function PlacePhoto({ place }: { place: Place }) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const upload = useSetPlacePhoto();
  const update = useUpdatePlace();
  const [error, setError] = useState<string>();
  const busy = upload.isPending || update.isPending;

  const send = (file: File) => {
    setError(undefined);
    upload.mutate(
      { id: place.id, file },
      {
        onSuccess: () => toast.success('Photo saved'),
        onError: (e) => setError(refusalMessageOf(e, 'The photo could not be saved.')),
      },
    );
  };
  const remove = () => {
    setError(undefined);
    update.mutate(
      { id: place.id, changes: { photo_file_id: null } },
      {
        onSuccess: () => toast.success('Photo removed'),
        onError: (e) => setError(refusalMessageOf(e, 'The photo could not be removed.')),
      },
    );
  };

  return (
    <section className="place-photo" aria-label="Photo">
      {place.photo_url ? (
        <img className="place-photo__image" src={place.photo_url} alt={`Photo of ${place.name}`} />
      ) : (
        <div className="place-photo__empty">
          <Camera size={28} aria-hidden />
          <span>No photo yet: one helps to recognise the place.</span>
        </div>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED}
        className="visually-hidden"
        aria-label={`Photo of ${place.name}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) send(file);
        }}
      />
      <div className="place-photo__actions">
        <Button
          size="sm"
          variant="secondary"
          icon={<Camera size={16} aria-hidden />}
          loading={upload.isPending}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {place.photo_url ? 'Replace photo' : 'Add a photo'}
        </Button>
        {place.photo_file_id ? (
          <Button
            size="sm"
            variant="ghost"
            icon={<ImageOff size={16} aria-hidden />}
            loading={update.isPending}
            disabled={busy}
            onClick={remove}
          >
            Remove photo
          </Button>
        ) : null}
      </div>
      {error ? (
        <p className="inline-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
