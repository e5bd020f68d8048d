import { useCallback, useEffect, useRef, useState } from 'react';
import { clampPan, clampZoom, MIN_ZOOM, wheelZoom, type Point } from './zoom';

/**
 * The viewer's zoom and pan, kept within the stage's frame, with wheel zoom on the stage. The
 * refs hold the latest values for event handlers that outlive a render.
 */
export function useViewerZoom() {
  const [scale, setScale] = useState(MIN_ZOOM);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const stageRef = useRef<HTMLDivElement>(null);
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

  return {
    stageRef,
    scale,
    offset,
    scaleRef,
    offsetRef,
    applyZoom,
    /** Moves the zoomed image to `to`, kept within the frame. */
    pan: (to: Point) => setOffset(clampPan(to, scaleRef.current, frame())),
  };
}

export type ViewerZoom = ReturnType<typeof useViewerZoom>;
