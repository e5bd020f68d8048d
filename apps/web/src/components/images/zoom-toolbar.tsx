import { IMAGE_MAX_ZOOM } from '@circle/contract';
import { RotateCcw, ZoomIn, ZoomOut } from 'lucide-react';
import { MIN_ZOOM } from './zoom';

const ZOOM_STEP = 0.5;

interface ZoomToolbarProps {
  scale: number;
  onZoom: (scale: number) => void;
}

/** The viewer's zoom out / level / zoom in / reset buttons. */
export function ZoomToolbar({ scale, onZoom }: ZoomToolbarProps) {
  const zoomPercent = Math.round(scale * 100);
  return (
    <div className="viewer__toolbar" role="group" aria-label="Zoom">
      <button
        type="button"
        className="icon-btn"
        aria-label="Zoom out"
        onClick={() => onZoom(scale - ZOOM_STEP)}
        disabled={scale <= MIN_ZOOM}
      >
        <ZoomOut size={20} aria-hidden />
      </button>
      <output className="viewer__zoom" aria-live="polite" aria-label="Zoom level">
        {zoomPercent}%
      </output>
      <button
        type="button"
        className="icon-btn"
        aria-label="Zoom in"
        onClick={() => onZoom(scale + ZOOM_STEP)}
        disabled={scale >= IMAGE_MAX_ZOOM}
      >
        <ZoomIn size={20} aria-hidden />
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label="Reset zoom"
        onClick={() => onZoom(MIN_ZOOM)}
        disabled={scale === MIN_ZOOM}
      >
        <RotateCcw size={18} aria-hidden />
      </button>
    </div>
  );
}
