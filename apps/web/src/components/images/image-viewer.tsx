import { IMAGE_MAX_ZOOM } from '@circle/contract';
import * as RadixDialog from '@radix-ui/react-dialog';
import { ImageOff, RotateCcw, X, ZoomIn, ZoomOut } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { requestFreshFileUrl } from '@/lib/refresh-file-urls';
import {
  clampPan,
  clampZoom,
  distance,
  MIN_ZOOM,
  pinchZoom,
  toggleZoom,
  wheelZoom,
  type Point,
} from './zoom';
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

const ZOOM_STEP = 0.5;
const DOUBLE_TAP_MS = 300;

type Gesture =
  | { kind: 'none' }
  | { kind: 'pan'; start: Point; startOffset: Point }
  | { kind: 'pinch'; startDistance: number; startScale: number };

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
  const [current, setCurrent] = useState(src);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  const [scale, setScale] = useState(MIN_ZOOM);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const stageRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ kind: 'none' });
  const lastTap = useRef<{ time: number; point: Point } | null>(null);
  /** When a touch double tap last toggled the zoom (the browser may add a dblclick of its own). */
  const touchToggledAt = useRef(0);
  const scaleRef = useRef(scale);
  const offsetRef = useRef(offset);
  scaleRef.current = scale;
  offsetRef.current = offset;

  const frame = () => {
    const rect = stageRef.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };

  const applyZoom = useCallback((next: number, panTo?: Point) => {
    const clamped = clampZoom(next);
    setScale(clamped);
    const rect = stageRef.current?.getBoundingClientRect();
    const size = { width: rect?.width ?? 0, height: rect?.height ?? 0 };
    setOffset(
      clamped === MIN_ZOOM ? { x: 0, y: 0 } : clampPan(panTo ?? offsetRef.current, clamped, size),
    );
  }, []);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      applyZoom(wheelZoom(scaleRef.current, event.deltaY));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [applyZoom]);

  const tryAgain = async () => {
    setStatus('loading');
    if (fileId) {
      try {
        const fresh = await requestFreshFileUrl(fileId, 'full');
        if (fresh) setCurrent(fresh);
      } catch {
        // Load the address we have once more.
      }
    }
    setAttempt((value) => value + 1);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (status !== 'loaded') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (points.length >= 2 && points[0] && points[1]) {
      gesture.current = {
        kind: 'pinch',
        startDistance: distance(points[0], points[1]),
        startScale: scaleRef.current,
      };
    } else {
      gesture.current = {
        kind: 'pan',
        start: { x: event.clientX, y: event.clientY },
        startOffset: offsetRef.current,
      };
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (current.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()];
      if (a && b) applyZoom(pinchZoom(current.startScale, current.startDistance, distance(a, b)));
    } else if (current.kind === 'pan' && scaleRef.current > MIN_ZOOM) {
      setOffset(
        clampPan(
          {
            x: current.startOffset.x + event.clientX - current.start.x,
            y: current.startOffset.y + event.clientY - current.start.y,
          },
          scaleRef.current,
          frame(),
        ),
      );
    }
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const wasPan = gesture.current.kind === 'pan' ? gesture.current : null;
    pointers.current.delete(event.pointerId);
    const [remaining] = [...pointers.current.entries()];
    gesture.current = remaining
      ? { kind: 'pan', start: remaining[1], startOffset: offsetRef.current }
      : { kind: 'none' };
    // Double tap on touch screens (mice use the dblclick event).
    if (event.pointerType === 'touch' && wasPan && !remaining) {
      const point = { x: event.clientX, y: event.clientY };
      const moved = distance(point, wasPan.start);
      const previous = lastTap.current;
      if (moved < 10) {
        if (
          previous &&
          event.timeStamp - previous.time < DOUBLE_TAP_MS &&
          distance(previous.point, point) < 30
        ) {
          applyZoom(toggleZoom(scaleRef.current));
          touchToggledAt.current = performance.now();
          lastTap.current = null;
        } else {
          lastTap.current = { time: event.timeStamp, point };
        }
      }
    }
  };

  const zoomPercent = Math.round(scale * 100);

  return (
    <>
      <div
        ref={stageRef}
        className="viewer__stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={() => {
          if (performance.now() - touchToggledAt.current < 600) return;
          applyZoom(toggleZoom(scaleRef.current));
        }}
        data-zoomed={scale > MIN_ZOOM || undefined}
      >
        {current && status !== 'failed' ? (
          <img
            key={attempt}
            src={current}
            alt={alt}
            className="viewer__image"
            draggable={false}
            style={{
              transform: `translate3d(${offset.x}px, ${offset.y}px, 0) scale(${scale})`,
              opacity: status === 'loaded' ? 1 : 0,
            }}
            onLoad={() => setStatus('loaded')}
            onError={() => setStatus('failed')}
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
            <Button variant="secondary" onClick={() => void tryAgain()}>
              Try Again
            </Button>
          </div>
        ) : null}
      </div>
      {status === 'loaded' ? (
        <div className="viewer__toolbar" role="group" aria-label="Zoom">
          <button
            type="button"
            className="icon-btn"
            aria-label="Zoom out"
            onClick={() => applyZoom(scale - ZOOM_STEP)}
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
            onClick={() => applyZoom(scale + ZOOM_STEP)}
            disabled={scale >= IMAGE_MAX_ZOOM}
          >
            <ZoomIn size={20} aria-hidden />
          </button>
          <button
            type="button"
            className="icon-btn"
            aria-label="Reset zoom"
            onClick={() => applyZoom(MIN_ZOOM)}
            disabled={scale === MIN_ZOOM}
          >
            <RotateCcw size={18} aria-hidden />
          </button>
        </div>
      ) : null}
    </>
  );
}
