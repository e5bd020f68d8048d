import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { ItemPhoto } from '../hooks/use-item-photo';

/** "Photo (optional)": a preview, Add a photo / Choose another photo, and Remove photo. */
export function ItemPhotoField({ photo }: { photo: ItemPhoto }) {
  const photoInputId = useId();
  return (
    <div className="field">
      <span className="field__label">Photo (optional)</span>
      <div className="add-item__photo">
        {photo.photoUrl ? (
          <img className="add-item__photo-preview" src={photo.photoUrl} alt="The chosen photo" />
        ) : null}
        <label htmlFor={photoInputId} className="btn btn--secondary btn--sm">
          <ImagePlus size={16} aria-hidden />
          {photo.photo ? 'Choose another photo' : 'Add a photo'}
        </label>
        <input
          id={photoInputId}
          type="file"
          accept="image/*"
          className="visually-hidden"
          onChange={photo.pickPhoto}
        />
        {photo.photo ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<X size={16} aria-hidden />}
            onClick={photo.remove}
          >
            Remove photo
          </Button>
        ) : null}
      </div>
      {photo.photoError ? (
        <p role="alert" className="field__error">
          {photo.photoError}
        </p>
      ) : null}
    </div>
  );
}
