import { Camera, ImagePlus, Info, X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { StackHeader } from '@/app/layouts/stack-header';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/format';

/** A local preview URL for the chosen file, revoked when it changes or the screen closes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * Upload Item (spec §2): Take Picture, Pick from Gallery, preview with file name and size, Discard.
 * Sending the photo for AI analysis (Quick Upload, Upload with Description, the queue) arrives
 * with the upload issue, together with POST /upload/.
 */
export function UploadScreen() {
  const cameraInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const previewUrl = usePreviewUrl(file);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setFile(picked);
    event.target.value = '';
  };

  return (
    <>
      <StackHeader title="Upload Item" backTo="/" />
      <div className="page page--narrow">
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onPick}
        />
        <input
          ref={galleryInput}
          type="file"
          accept="image/*"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onPick}
        />

        {file && previewUrl ? (
          <section className="card upload-preview" aria-label="Selected photo">
            <img
              src={previewUrl}
              alt={`Preview of ${file.name}`}
              className="upload-preview__image"
            />
            <div className="upload-preview__meta">
              <p className="upload-preview__name">{file.name}</p>
              <p className="muted small">{formatFileSize(file.size)}</p>
            </div>
            <Button
              variant="secondary"
              icon={<X size={18} aria-hidden />}
              onClick={() => setFile(null)}
            >
              Discard
            </Button>
          </section>
        ) : (
          <section className="upload-picker" aria-label="Choose a photo">
            <button
              type="button"
              className="upload-picker__option"
              onClick={() => cameraInput.current?.click()}
            >
              <Camera size={32} aria-hidden />
              <span className="upload-picker__title">Take Picture</span>
              <span className="upload-picker__text">Use your camera</span>
            </button>
            <button
              type="button"
              className="upload-picker__option"
              onClick={() => galleryInput.current?.click()}
            >
              <ImagePlus size={32} aria-hidden />
              <span className="upload-picker__title">Pick from Gallery</span>
              <span className="upload-picker__text">Choose an existing photo</span>
            </button>
          </section>
        )}

        <p className="notice">
          <Info size={18} aria-hidden />
          <span>
            Sending photos to Circle for AI analysis is not available in this version yet. Your
            photo stays on this device.
          </span>
        </p>
      </div>
    </>
  );
}
