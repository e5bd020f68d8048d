import { IMAGE_MAX_ZOOM } from '@circle/contract';

export const MIN_ZOOM = 1;
/** Double tap / double click zooms to this, or back to 1. */
export const DOUBLE_TAP_ZOOM = 2;

export interface Point {
  x: number;
  y: number;
}

/** Spec §9: the viewer zooms between 1× and 3×. */
export function clampZoom(scale: number, max: number = IMAGE_MAX_ZOOM): number {
  if (!Number.isFinite(scale)) return MIN_ZOOM;
  return Math.min(max, Math.max(MIN_ZOOM, scale));
}

/** A pinch: the scale at its start times how much the fingers spread. */
export function pinchZoom(startScale: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startScale);
  return clampZoom(startScale * (distance / startDistance));
}

/** A wheel step (negative deltaY zooms in). */
export function wheelZoom(scale: number, deltaY: number): number {
  return clampZoom(scale * Math.exp(-deltaY * 0.002));
}

export function toggleZoom(scale: number): number {
  return scale > MIN_ZOOM ? MIN_ZOOM : DOUBLE_TAP_ZOOM;
}

/** Keeps the zoomed picture covering the frame: no panning past its edges; none at 1×. */
export function clampPan(
  offset: Point,
  scale: number,
  frame: { width: number; height: number },
): Point {
  const maxX = Math.max(0, (frame.width * (scale - 1)) / 2);
  const maxY = Math.max(0, (frame.height * (scale - 1)) / 2);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value)) || 0;
  return { x: clamp(offset.x, maxX), y: clamp(offset.y, maxY) };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
