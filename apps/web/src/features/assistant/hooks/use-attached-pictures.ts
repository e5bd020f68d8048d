import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/components/ui/toast/toast-store';
import { ASSISTANT_TEXTS } from '../lib/assistant-texts';

export interface PickedImage {
  url: string;
  name: string;
}

function revoke(images: readonly PickedImage[]): void {
  for (const image of images) URL.revokeObjectURL(image.url);
}

/** Pictures picked from the device for the next message, as object URLs. */
export function useAttachedPictures() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const imagesRef = useRef(images);

  useEffect(() => {
    imagesRef.current = images;
  }, [images]);
  // Pictures picked but never sent are let go with the screen.
  useEffect(() => () => revoke(imagesRef.current), []);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    try {
      const pictures = files.filter((file) => file.type.startsWith('image/'));
      if (pictures.length < files.length) throw new Error('Not an image');
      const picked = pictures.map((file) => ({ url: URL.createObjectURL(file), name: file.name }));
      setImages((current) => [...current, ...picked]);
    } catch {
      toast.error(ASSISTANT_TEXTS.pickImageFailed);
    }
  };

  const removeImage = (url: string) => {
    URL.revokeObjectURL(url);
    setImages((current) => current.filter((image) => image.url !== url));
  };

  /** After sending: the pictures now belong to the conversation, so they are not revoked. */
  const handOver = () => setImages([]);

  return { images, onPick, removeImage, handOver };
}
