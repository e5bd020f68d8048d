import { Camera, ImagePlus } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { cx } from '@/lib/cx';
import { GALLERY_ACCEPT } from '../lib/file-selection';

interface UploadPickerProps {
  /** Smaller options without their explanations, once files are selected. */
  compact: boolean;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Take Picture and Pick from Gallery, each opening its hidden file input. */
export function UploadPicker({ compact, onPick }: UploadPickerProps) {
  const cameraInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="camera-input"
        onChange={onPick}
      />
      <input
        ref={galleryInput}
        type="file"
        accept={GALLERY_ACCEPT}
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="gallery-input"
        onChange={onPick}
      />

      <section
        className={cx('upload-picker', compact && 'upload-picker--compact')}
        aria-label="Choose photos"
      >
        <button
          type="button"
          className="upload-picker__option"
          onClick={() => cameraInput.current?.click()}
        >
          <Camera size={compact ? 22 : 32} aria-hidden />
          <span className="upload-picker__title">Take Picture</span>
          {compact ? null : <span className="upload-picker__text">Use your camera</span>}
        </button>
        <button
          type="button"
          className="upload-picker__option"
          onClick={() => galleryInput.current?.click()}
        >
          <ImagePlus size={compact ? 22 : 32} aria-hidden />
          <span className="upload-picker__title">Pick from Gallery</span>
          {compact ? null : (
            <span className="upload-picker__text">Photos or .txt, .md, .csv, .pdf documents</span>
          )}
        </button>
      </section>
    </>
  );
}
