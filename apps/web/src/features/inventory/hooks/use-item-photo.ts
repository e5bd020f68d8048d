import { useEffect, useState, type ChangeEvent } from 'react';

/** Largest photo an owner can give an item (the server's upload limit). */
const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/** A photo chosen for a new item: checked for type and size, with a local preview address. */
export function useItemPhoto() {
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  useEffect(() => {
    if (!photo) return undefined;
    const url = URL.createObjectURL(photo);
    setPhotoUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const pickPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setPhotoError('Choose a photo (JPEG, PNG, WebP, HEIC or AVIF).');
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setPhotoError('The photo is too large: the limit is 20 MB.');
      return;
    }
    setPhotoError(null);
    setPhoto(file);
  };

  return {
    photo,
    photoUrl,
    photoError,
    pickPhoto,
    /** Removes the photo (its error stays until `reset`). */
    remove: () => {
      setPhoto(null);
      setPhotoUrl(null);
    },
    /** Forgets the photo and its error. */
    reset: () => {
      setPhoto(null);
      setPhotoUrl(null);
      setPhotoError(null);
    },
  };
}

export type ItemPhoto = ReturnType<typeof useItemPhoto>;
