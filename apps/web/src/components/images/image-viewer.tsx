import * as RadixDialog from '@radix-ui/react-dialog';
import { ImageOff, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePointerZoom } from './use-pointer-zoom';
import { useRetryableImage } from './use-retryable-image';
import { useViewerZoom } from './use-viewer-zoom';
import { MIN_ZOOM } from './zoom';
import { ZoomToolbar } from './zoom-toolbar';
import '@/components/ui/button.css';
import './image-viewer.css';

export interface ImageViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string | null | undefined;
  /** Lets "Try Again" fetch a fresh signed address. */
  fileId?: string | null | undefined;
  alt: string;
}

/**
 * The full-screen image viewer (spec §2): pinch or wheel zoom up to 3×, drag to pan when zoomed,
 * double tap / double click toggles zoom, a loading state, and "Failed to load image" with
 * "Try Again". Close with the button or Escape.
 */
export function ImageViewer({ open, onOpenChange, src, fileId, alt }: ImageViewerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="viewer-overlay" />
        <RadixDialog.Content className="viewer" aria-describedby={undefined}>
          <RadixDialog.Title className="visually-hidden">{alt}</RadixDialog.Title>
          {open ? <ViewerBody src={src ?? null} fileId={fileId ?? null} alt={alt} /> : null}
          <RadixDialog.Close className="viewer__close icon-btn" aria-label="Close image viewer">
            <X size={24} aria-hidden />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function ViewerBody({
  src,
  fileId,
  alt,
}: {
  src: string | null;
  fileId: string | null;
  alt: string;
}) {
  const image = useRetryableImage(src, fileId);
  const zoom = useViewerZoom();
  const pointerHandlers = usePointerZoom(zoom, image.status === 'loaded');
  const { status, current } = image;
  const { scale, offset } = zoom;

  return (
    <>
      <div
        ref={zoom.stageRef}
        className="viewer__stage"
        {...pointerHandlers}
        data-zoomed={scale > MIN_ZOOM || undefined}
      >
        {current && status !== 'failed' ? (
          <img
            key={image.attempt}
            src={current}
            alt={alt}
            className="viewer__image"
            draggable={false}
            style={{
              transform: `translate3d(${offset.x}px, ${offset.y}px, 0) scale(${scale})`,
              opacity: status === 'loaded' ? 1 : 0,
            }}
            onLoad={image.onLoad}
            onError={image.onError}
          />
        ) : null}
        {status === 'loading' ? (
          <div className="viewer__state">
            <Spinner size={40} label="Loading image" />
          </div>
        ) : null}
        {status === 'failed' ? (
          <div className="viewer__state" role="alert">
            <ImageOff size={40} aria-hidden />
            <p className="viewer__state-title">Failed to load image</p>
            <Button variant="secondary" onClick={() => void image.tryAgain()}>
              Try Again
            </Button>
          </div>
        ) : null}
      </div>
      {status === 'loaded' ? <ZoomToolbar scale={scale} onZoom={zoom.applyZoom} /> : null}
    </>
  );
}
