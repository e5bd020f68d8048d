import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import type { ViewerZoom } from './use-viewer-zoom';
import { distance, MIN_ZOOM, pinchZoom, toggleZoom, type Point } from './zoom';

const DOUBLE_TAP_MS = 300;

type Gesture =
  | { kind: 'none' }
  | { kind: 'pan'; start: Point; startOffset: Point }
  | { kind: 'pinch'; startDistance: number; startScale: number };

type StagePointerEvent = ReactPointerEvent<HTMLDivElement>;

/** Double tap on touch screens (mice use the dblclick event): calls `onDoubleTap` on the second. */
function useDoubleTap(onDoubleTap: () => void) {
  const lastTap = useRef<{ time: number; point: Point } | null>(null);
  return (event: StagePointerEvent, start: Point) => {
    const point = { x: event.clientX, y: event.clientY };
    const moved = distance(point, start);
    const previous = lastTap.current;
    if (moved < 10) {
      if (
        previous &&
        event.timeStamp - previous.time < DOUBLE_TAP_MS &&
        distance(previous.point, point) < 30
      ) {
        onDoubleTap();
        lastTap.current = null;
      } else {
        lastTap.current = { time: event.timeStamp, point };
      }
    }
  };
}

/**
 * The stage's pointer handlers: drag to pan when zoomed, pinch to zoom, double tap or double
 * click to toggle the zoom. Gestures start only while `enabled` (the image has loaded).
 */
export function usePointerZoom(zoom: ViewerZoom, enabled: boolean) {
  const { scaleRef, offsetRef, applyZoom } = zoom;
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ kind: 'none' });
  /** When a touch double tap last toggled the zoom (the browser may add a dblclick of its own). */
  const touchToggledAt = useRef(0);
  const tap = useDoubleTap(() => {
    applyZoom(toggleZoom(scaleRef.current));
    touchToggledAt.current = performance.now();
  });

  const onPointerDown = (event: StagePointerEvent) => {
    if (!enabled) return;
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

  const onPointerMove = (event: StagePointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (current.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()];
      if (a && b) applyZoom(pinchZoom(current.startScale, current.startDistance, distance(a, b)));
    } else if (current.kind === 'pan' && scaleRef.current > MIN_ZOOM) {
      zoom.pan({
        x: current.startOffset.x + event.clientX - current.start.x,
        y: current.startOffset.y + event.clientY - current.start.y,
      });
    }
  };

  const onPointerUp = (event: StagePointerEvent) => {
    const wasPan = gesture.current.kind === 'pan' ? gesture.current : null;
    pointers.current.delete(event.pointerId);
    const [remaining] = [...pointers.current.entries()];
    gesture.current = remaining
      ? { kind: 'pan', start: remaining[1], startOffset: offsetRef.current }
      : { kind: 'none' };
    if (event.pointerType === 'touch' && wasPan && !remaining) tap(event, wasPan.start);
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: onPointerUp,
    onDoubleClick: () => {
      if (performance.now() - touchToggledAt.current < 600) return;
      applyZoom(toggleZoom(scaleRef.current));
    },
  };
}
