import { ImageOff, RefreshCw } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/cx';
import { canRetryImage, imageFailureReason } from './signed-image-state';
import { useSignedImage } from './use-signed-image';

export interface SignedImageProps {
  /** The signed address (it expires); nothing shows "No image available". */
  src: string | null | undefined;
  /** The file the address belongs to: lets an expired address be refreshed. */
  fileId?: string | null | undefined;
  alt: string;
  /** Which address a refresh asks for. */
  variant?: 'full' | 'thumbnail';
  fit?: 'cover' | 'contain';
  /** Small thumbnails show icons instead of sentences. */
  compact?: boolean;
  className?: string;
  /** Reports the address finally shown (e.g. to open the same one in the viewer). */
  onSrcChange?: (src: string | null) => void;
  /** On the first screen (the page's largest picture): fetched at once, before other images. */
  priority?: boolean;
}

/** An image behind an expiring signed address, with the loading rules of spec §4. */
export function SignedImage({
  src,
  fileId,
  alt,
  variant = 'full',
  fit = 'cover',
  compact = false,
  className,
  onSrcChange,
  priority = false,
}: SignedImageProps) {
  const { state, dispatch } = useSignedImage({ src, fileId, variant, onSrcChange });
  const frame = cx('signed-image', compact && 'signed-image--compact', className);

  if (!state.src) {
    return (
      <div className={cx(frame, 'signed-image--empty')} role="img" aria-label="No image available">
        <ImageOff size={compact ? 20 : 28} aria-hidden />
        {compact ? null : <span className="signed-image__text">No image available</span>}
      </div>
    );
  }

  if (state.status === 'failed') {
    return (
      <SignedImageFailed
        className={frame}
        src={state.src}
        alt={alt}
        compact={compact}
        retry={canRetryImage(state)}
        onRetry={() => dispatch({ type: 'retry' })}
      />
    );
  }

  return (
    <div className={cx(frame, state.status !== 'loaded' && 'signed-image--loading')}>
      {state.status === 'refreshing' ? null : (
        <img
          key={state.attempt}
          src={state.src}
          alt={alt}
          className={cx('signed-image__img', `signed-image__img--${fit}`)}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          draggable={false}
          onLoad={() => dispatch({ type: 'loaded' })}
          onError={() => dispatch({ type: 'error' })}
        />
      )}
      {state.status === 'loaded' ? null : (
        <span className="signed-image__spinner">
          <Spinner size={compact ? 16 : 24} label={`Loading ${alt}`} decorative={compact} />
        </span>
      )}
    </div>
  );
}

interface SignedImageFailedProps {
  className: string;
  src: string;
  alt: string;
  compact: boolean;
  /** Whether "Retry" is offered. */
  retry: boolean;
  onRetry: () => void;
}

/** "Image unavailable" with the likely reason, and Retry when it may help. */
function SignedImageFailed({
  className,
  src,
  alt,
  compact,
  retry,
  onRetry,
}: SignedImageFailedProps) {
  const reason = imageFailureReason(src);
  return (
    <div className={cx(className, 'signed-image--failed')}>
      <ImageOff size={compact ? 18 : 28} aria-hidden />
      {compact ? (
        <span className="visually-hidden">Image unavailable. {reason}</span>
      ) : (
        <>
          <span className="signed-image__text">Image unavailable</span>
          <span className="signed-image__reason">{reason}</span>
        </>
      )}
      {retry ? (
        <button
          type="button"
          className={cx('signed-image__retry', compact && 'signed-image__retry--icon')}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            onRetry();
          }}
          aria-label={compact ? `Retry loading ${alt}` : undefined}
        >
          <RefreshCw size={14} aria-hidden />
          {compact ? null : <span>Retry</span>}
        </button>
      ) : null}
    </div>
  );
}
